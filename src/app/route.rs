//! Where the answers of effects go: the one module beside the app's dispatcher (`mod.rs`) that
//! names the screens' commands for them. [`crate::app::effect`] describes what is asked and
//! `run_effect.rs` runs it, naming no screen; what comes back (a path chosen, a file
//! read, a write's result) becomes the asking screen's command here.

use crate::app::effect::{Effect, ImageFrom, Then, WorksheetOf};
use crate::app::notice::{Notice, NoticeLevel};
use crate::app::screens::Screen as _;
use crate::app::screens::calculator::CalcCommand;
use crate::app::screens::drill::DrillCommand;
use crate::app::screens::house_rules::HouseCommand;
use crate::app::screens::progress::ProgressCommand;
use crate::app::screens::recorder::RecorderCommand;
use crate::app::screens::replays::ReplaysCommand;
use crate::app::screens::rules::RulesCommand;
use crate::app::screens::season::SeasonCommand;
use crate::app::screens::set_builder::BuilderCommand;
use crate::app::screens::tile_sets::{TileChoice, TileSetCommand};
use crate::app::{Command, Screen, TilewiseApp, files};
use crate::i18n::Said;
use std::path::PathBuf;

/// What a path chosen in a dialog asked for `then` becomes: the asking screen's command (or the
/// effect that writes or reads it).
pub fn chosen_path(then: Then, path: PathBuf) -> Command {
    let effect = |e: Effect| Command::Effect(Box::new(e));
    match then {
        Then::OpenHand => effect(read_hand(path)),
        Then::SaveHand(text) => effect(Effect::SaveHand { path, text }),
        Then::OpenGame => effect(read_game(path)),
        Then::SaveReplay => Command::Replays(ReplaysCommand::SaveTo(path)),
        Then::ExportNightCsv => Command::Replays(ReplaysCommand::ExportCsvTo(path)),
        Then::PrintNightSheet => Command::Replays(ReplaysCommand::PrintSheetTo(path)),
        Then::SaveRecord => Command::Recorder(RecorderCommand::SaveTo(path)),
        Then::ExportProgress => Command::Progress(ProgressCommand::Export(path)),
        Then::OpenSet => effect(read_set(path)),
        Then::OpenSetInBuilder => effect(read_set_in_builder(path)),
        Then::SaveSet => Command::Builder(BuilderCommand::SaveTo(path)),
        Then::ExportWorksheet { from, corner_index } => match from {
            WorksheetOf::Builder => {
                Command::Builder(BuilderCommand::ExportTo { path, corner_index })
            }
            WorksheetOf::Drill => {
                Command::Drill(DrillCommand::ExportWorksheetTo { path, corner_index })
            }
        },
        Then::SaveImage { picture, from } => effect(Effect::SaveImage {
            path,
            picture,
            from,
        }),
        Then::OpenHouseRules => Command::House(HouseCommand::OpenPath(path)),
        Then::SaveHouseRules => Command::House(HouseCommand::SaveTo(path)),
        Then::OpenTileSet => Command::Tiles(TileSetCommand::Preview(TileChoice::Set(path))),
        Then::OpenSeason => Command::Season(SeasonCommand::OpenPath(path)),
        Then::CreateSeason => Command::Season(SeasonCommand::CreateAt { path, copy: false }),
        Then::SaveSeasonCopy => Command::Season(SeasonCommand::CreateAt { path, copy: true }),
        Then::AddSeasonTable => Command::Season(SeasonCommand::AddTablePath(path)),
        Then::PrintSeason => Command::Season(SeasonCommand::PrintTo(path)),
        Then::SeasonWebPage => Command::Season(SeasonCommand::WebPageTo(path)),
    }
}

/// The asking screen's command when the dialog for `then` was closed without a path (only a
/// screen waiting on the answer has one).
pub fn dialog_cancelled(then: &Then) -> Option<Command> {
    match then {
        Then::SaveReplay => Some(Command::Replays(ReplaysCommand::SaveCancelled)),
        _ => None,
    }
}

/// What the screens that work under the club's house rules are told when they change (each
/// reads the new ones from the context).
pub fn house_rules_changed() -> Vec<Command> {
    vec![
        Command::Calc(CalcCommand::HouseRulesChanged),
        Command::Drill(DrillCommand::HouseRulesChanged),
    ]
}

/// A hand for the set being built, as a question of `mode`.
pub fn add_to_set(file: Box<crate::formats::HandFile>, mode: crate::drill::mode::Mode) -> Command {
    Command::Builder(BuilderCommand::AddHand { file, mode })
}

/// The progress asked for the patterns to practise.
pub fn weak_spots(system: String, discard: bool) -> Command {
    Command::Progress(ProgressCommand::WeakSpotsFor { system, discard })
}

/// The patterns to practise (or why none) for the drill.
pub fn weak_spots_found(found: Result<Vec<String>, &'static str>) -> Command {
    Command::Drill(DrillCommand::WeakSpotsFound(found))
}

/// The progress has arrived: the drill asks again for what it waited on.
pub fn progress_arrived() -> Command {
    Command::Drill(DrillCommand::ProgressArrived)
}

/// The replay quiz opened on Replays, which is shown.
pub fn replay_quiz(system: String, level: crate::drill::mode::Level) -> Vec<Command> {
    vec![
        Command::Show(Screen::Replays),
        Command::Replays(ReplaysCommand::QuizFor { system, level }),
    ]
}

/// Graded answers for the learner's progress.
pub fn attempts(attempts: Vec<crate::progress::Attempt>) -> Command {
    Command::Progress(ProgressCommand::Record(attempts))
}

/// The set builder's panel opened, unfolded or closed.
pub fn toggle_set_builder() -> Command {
    Command::Builder(BuilderCommand::Toggle)
}

/// A set file opened, first among the builder's recent ones.
pub fn remember_set(path: String) -> Command {
    Command::Builder(BuilderCommand::Remember(path))
}

/// The house-rules panel opened at `section`.
pub fn edit_house_rules(section: crate::rules::house::Section) -> Command {
    Command::House(HouseCommand::Show(section))
}

/// A game record's text (the Recorder's game) added to the season shown, which is shown.
pub fn add_to_season(name: String, text: String) -> Vec<Command> {
    vec![
        Command::Season(SeasonCommand::AddRecord { name, text }),
        Command::Show(Screen::Season),
    ]
}

/// A game record's text shown in Replays.
pub fn show_record(name: String, text: String) -> Vec<Command> {
    vec![
        Command::Replays(ReplaysCommand::Load { name, text }),
        Command::Show(Screen::Replays),
    ]
}

/// A set's text tried in the drill, which is shown.
pub fn try_set(title: String, text: Result<String, Said>) -> Vec<Command> {
    vec![
        Command::Drill(DrillCommand::TrySet { title, text }),
        Command::Show(Screen::Drill),
    ]
}

/// What a copy or a save of a picture said (one line), as a command to the screen it came
/// from.
pub fn image_answer(from: ImageFrom, result: Result<Said, Said>) -> Command {
    match from {
        ImageFrom::Calculator => Command::Calc(CalcCommand::Saved(result)),
        ImageFrom::Rules(pattern) => Command::Rules(RulesCommand::ImageSaved { pattern, result }),
        ImageFrom::Replay => Command::Replays(ReplaysCommand::ImageSaved(result)),
    }
}

/// The read that opens a hand file in the calculator.
pub fn read_hand(path: impl Into<PathBuf>) -> Effect {
    Effect::read(path, |path, text| {
        Command::Calc(CalcCommand::Opened { path, text })
    })
}

/// The read that opens a game record in Replays.
pub fn read_game(path: impl Into<PathBuf>) -> Effect {
    Effect::read(path, |path, text| {
        Command::Replays(ReplaysCommand::Opened { path, text })
    })
}

/// The read that opens a drill set in the drill.
pub fn read_set(path: impl Into<PathBuf>) -> Effect {
    Effect::read(path, |path, text| {
        Command::Drill(DrillCommand::SetOpened { path, text })
    })
}

/// The read that opens a drill set in the set builder.
pub fn read_set_in_builder(path: impl Into<PathBuf>) -> Effect {
    Effect::read(path, |path, text| {
        Command::Builder(BuilderCommand::Opened { path, text })
    })
}

/// The calculator's hand saved to `path` (the words to say), or why not.
pub fn hand_saved(path: &std::path::Path, result: Result<Said, Said>) -> Vec<Command> {
    let saved = result.is_ok();
    let mut next = vec![Command::Calc(CalcCommand::Saved(result))];
    if saved {
        next.push(Command::Calc(CalcCommand::SavedAs(
            path.display().to_string(),
        )));
    }
    next
}

/// The error an answer to a screen carries when a write or a copy failed, to be said in a
/// notice too: the screen's line under its button is easy to miss, and the file the user
/// meant to keep is not there. A read that failed is said where the file was asked for (the
/// screen shows its error in place of the file), not twice.
pub fn failure(command: &Command) -> Option<Notice> {
    fn err(r: &Result<Said, Said>) -> Option<Notice> {
        r.as_ref().err().map(crate::app::notice::failed_said)
    }
    match command {
        Command::Calc(CalcCommand::Saved(r)) => err(r),
        Command::Replays(ReplaysCommand::ImageSaved(r)) => err(r),
        Command::Rules(RulesCommand::ImageSaved { result, .. }) => err(result),
        _ => None,
    }
}

/// What a dropped file (read already) opens: a drill set in the drill, a game record in the
/// viewer, a house-rules profile in its panel, anything else in the calculator.
pub fn dropped(path: String, text: Result<String, Said>) -> Vec<Command> {
    if path.ends_with(crate::season::SEASON_EXTENSION) {
        vec![
            Command::Season(SeasonCommand::Read { path, text }),
            Command::Show(Screen::Season),
        ]
    } else if text.as_deref().is_ok_and(crate::drill::set::is_drill_set) {
        vec![
            Command::Drill(DrillCommand::SetOpened { path, text }),
            Command::Show(Screen::Drill),
        ]
    } else if text.as_deref().is_ok_and(files::is_game_record) {
        vec![
            Command::Replays(ReplaysCommand::Opened { path, text }),
            Command::Show(Screen::Replays),
        ]
    } else if let Ok(profile) = text.as_ref()
        && files::is_house_rules(profile)
    {
        vec![Command::House(HouseCommand::Dropped {
            path,
            text: profile.clone(),
        })]
    } else {
        vec![
            Command::Calc(CalcCommand::Opened { path, text }),
            Command::Show(Screen::Calculator),
        ]
    }
}

impl Drop for TilewiseApp {
    fn drop(&mut self) {
        self.close_jobs();
    }
}

impl TilewiseApp {
    /// Stops what need not finish (a review) and waits for the other jobs, so that what they
    /// said reaches the progress before it saves for the last time.
    fn close_jobs(&mut self) {
        self.replays.apply(
            ReplaysCommand::Review(crate::app::screens::replays::review::ReviewCommand::Cancel),
            &crate::app::context::Ctx::new(&self.settings, &self.i18n),
        );
        self.wait_for_jobs();
        while let Ok(command) = self.arrivals.1.try_recv() {
            if let Command::Progress(said) = command {
                self.progress.closing(said);
            }
        }
    }

    /// Keeps the discards among `decisions` as the learner's positions (each once), writes
    /// them to the data folder, and says how many were added (or why they were not kept).
    pub(super) fn add_to_my_drills(&mut self, decisions: &[crate::review::Decision]) {
        use crate::drill::discard::{SavedPosition, add_positions, save_my_drills};
        let record = self
            .replays
            .game
            .as_ref()
            .map_or_else(String::new, |g| g.name.clone());
        let new: Vec<SavedPosition> = decisions
            .iter()
            .filter_map(|d| SavedPosition::of_decision(d, &record))
            .collect();
        let mut positions = self.drill.mine.positions.clone();
        let added = add_positions(&mut positions, new);
        if added > 0
            && let Some(path) = &self.drill.mine.file
            && let Err(e) = save_my_drills(path, &positions)
        {
            self.notices.push(crate::app::notice::write_failed(&e));
            return;
        }
        let mut notice = Notice::new(NoticeLevel::Info, "notice-my-drills-added");
        notice
            .args
            .push(("count", crate::i18n::Arg::Int(added as i64)));
        self.notices.push(notice);
        let shared = crate::app::context::Ctx::new(&self.settings, &self.i18n);
        self.drill
            .apply(DrillCommand::MyPositions(positions), &shared);
    }
}

impl TilewiseApp {
    /// The files a path chosen for `then` must not be: for every write, the app's own data
    /// files (the progress, the recording and the win being typed, the set being built, the
    /// lock); for an export, also the file it is made from (the record shown). Opening reads
    /// only, so nothing is refused.
    pub fn inputs_of(&self, then: &Then) -> Vec<PathBuf> {
        let writes = !matches!(
            then,
            Then::OpenHand
                | Then::OpenGame
                | Then::OpenSet
                | Then::OpenSetInBuilder
                | Then::OpenHouseRules
                | Then::OpenTileSet
        );
        if !writes {
            return Vec::new();
        }
        let mut inputs: Vec<PathBuf> = Vec::new();
        inputs.extend(
            self.progress
                .own_file()
                .into_iter()
                .flat_map(|f| [f.clone(), crate::app::screens::progress::summary_path(f)]),
        );
        if let Some(dir) = &self.recorder.data_dir {
            let folder = dir.join(crate::recording::FOLDER);
            for name in [crate::recording::CURRENT, crate::recording::DRAFT] {
                inputs.push(folder.join(name));
            }
        }
        inputs.extend(self.builder.draft_path.clone());
        inputs.extend(self.drill.mine.file.clone());
        inputs.extend(self.data_lock.as_ref().map(|l| l.path().to_path_buf()));
        inputs.extend(self.settings_saver.as_ref().map(|s| s.path().to_path_buf()));
        if let crate::app::screens::tile_sets::TileChoice::Set(set) = &self.settings.tile_set {
            inputs.extend(crate::tileset::input_files(set));
        }
        let export = matches!(
            then,
            Then::ExportNightCsv
                | Then::PrintNightSheet
                | Then::ExportWorksheet { .. }
                | Then::SaveImage { .. }
        );
        if export && let Some(path) = self.replays.game.as_ref().and_then(|g| g.path.clone()) {
            inputs.push(path);
        }
        inputs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::notice::failed;

    #[test]
    fn a_chosen_path_becomes_the_screens_command() {
        let then = Then::SaveHand("(concealed: \"1m\")".into());
        assert_eq!(
            chosen_path(then, PathBuf::from("/tmp/h.ron")),
            Effect::SaveHand {
                path: PathBuf::from("/tmp/h.ron"),
                text: "(concealed: \"1m\")".into()
            }
            .into()
        );
        assert_eq!(
            chosen_path(Then::SaveSet, PathBuf::from("s.ron")),
            Command::Builder(BuilderCommand::SaveTo(PathBuf::from("s.ron")))
        );
    }

    #[test]
    fn a_failed_answer_is_told() {
        let failed_save = Command::Calc(CalcCommand::Saved(Err(Said::words("/x: no"))));
        assert_eq!(failure(&failed_save), Some(failed("/x: no")));
        let saved = Command::Calc(CalcCommand::Saved(Ok(Said::words("saved"))));
        assert_eq!(failure(&saved), None);
        let args = vec![("error", crate::i18n::Arg::Text("a b".to_string()))];
        assert_eq!(failed("a\nb").args, args);
    }
}

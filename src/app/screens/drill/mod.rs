//! The drill: rounds of questions in several modes (type the total, tick the patterns,
//! enter the payments, pick the best reading), at a level, with the time per question and a
//! summary at the end of each round. Each mode is a question type in its own file under
//! `mode/`, behind the [`mode::DrillMode`] contract; the list in `mode/mod.rs` plugs them in
//! as the question in hand, [`Task`].

pub mod mode;
pub mod sets_menu;
pub mod summary;
mod ui;
pub use ui::*;

use crate::app::context::Ctx;
use crate::app::effect::Effect;
use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::screens::drill::mode::discard::{MyPositions, Source};
pub use crate::app::screens::drill::mode::total::Grade;
pub use crate::app::screens::drill::mode::{Dealing, DrillMode, Task, TaskCommand};
use crate::app::screens::drill::summary::{pattern_names, summary_ui};
use crate::app::widgets::sheet_card::{Card, sheet_card_ui};
use crate::app::widgets::words::{option_line, seconds_text};
use crate::app::widgets::worksheet::{WorksheetAsk, worksheet_row_ui};
use crate::drill::generate::Target;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::drill::set::{DrillSet, SetError, SetQuestion, parse_set};
use crate::drill::{Fact, question_facts};
pub use crate::drill::{Question, deal};
use crate::formats::HandFile;
use crate::hand::{Meld, MeldKind};
use crate::i18n::Said;
use crate::print::Paper;
use crate::progress::Attempt;
use crate::rules::house::{HouseRules, OPTIONS, Section};
use crate::rules::{RuleId, RuleSettings};
use egui::{RichText, Ui};

/// The colour of a right answer.
pub const RIGHT_COLOR: egui::Color32 = egui::Color32::from_rgb(0x2e, 0x9d, 0x57);

/// Round sizes the learner can choose.
pub const ROUND_SIZES: [u32; 3] = [5, 10, 20];

/// One answered question of a round.
#[derive(Clone, Debug)]
pub struct Answered {
    pub right: bool,
    pub seconds: f32,
    /// Patterns the learner got wrong on this question, by id.
    pub missed: Vec<String>,
    /// The question as answered and graded (the hand, the answer, the sheet): the round's
    /// summary shows it again.
    pub task: Box<Task>,
}

/// A round of questions: how many, those answered, whether its summary is showing, and
/// which answered question the summary shows again.
#[derive(Clone, Debug)]
pub struct Round {
    pub size: u32,
    pub answered: Vec<Answered>,
    pub over: bool,
    pub review: Option<usize>,
}

impl Default for Round {
    fn default() -> Self {
        Round {
            size: 10,
            answered: Vec::new(),
            over: false,
            review: None,
        }
    }
}

impl Round {
    pub fn right(&self) -> usize {
        self.answered.iter().filter(|a| a.right).count()
    }

    pub fn seconds(&self) -> f32 {
        self.answered.iter().map(|a| a.seconds).sum()
    }

    /// The patterns missed in the round, each once, most missed first.
    pub fn missed(&self) -> Vec<(String, usize)> {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for id in self.answered.iter().flat_map(|a| &a.missed) {
            match counts.iter_mut().find(|(p, _)| p == id) {
                Some((_, n)) => *n += 1,
                None => counts.push((id.clone(), 1)),
            }
        }
        counts.sort_by_key(|c| std::cmp::Reverse(c.1));
        counts
    }
}

/// A drill set being worked through: its hands asked in order, each in its own mode.
#[derive(Clone, Debug)]
pub struct SetRun {
    /// The set as it was opened: what an exported worksheet prints.
    pub set: DrillSet,
    pub title: String,
    /// The set's rules: every hand is scored under them.
    pub rules: RuleSettings,
    /// Where it was opened from (a path, or the title of a set tried from the set builder).
    pub file: Option<String>,
    pub questions: Vec<SetQuestion>,
    /// The hand in hand (counted from 0): the next one to ask once it is answered.
    pub at: usize,
}

impl SetRun {
    /// A set's run from its first hand; `None` when a hand is no question (a set read with
    /// [`crate::drill::set::parse_set`] has none such).
    pub fn of(set: &DrillSet) -> Result<SetRun, SetError> {
        Ok(SetRun {
            set: set.clone(),
            title: set.title.clone(),
            rules: set.rules.clone(),
            file: None,
            questions: set.questions()?,
            at: 0,
        })
    }

    /// The question in hand.
    pub fn current(&self) -> Option<&SetQuestion> {
        self.questions.get(self.at)
    }
}

/// Why a drill set did not open.
#[derive(Clone, Debug, PartialEq)]
pub enum SetOpenError {
    /// The file could not be read (what was said names it).
    Read(Said),
    /// The file is no valid set.
    Invalid { path: String, error: SetError },
}

/// Drill state. Changed only through [`DrillCommand`].
pub struct Drill {
    pub system: RuleId,
    pub mode: Mode,
    pub level: Level,
    /// The question in hand; `None` before the first, when the round is over, or when no
    /// question of the mode came up.
    pub task: Option<Task>,
    pub round: Round,
    /// Answers checked, and right, in this round (a new round, set, system or mode starts
    /// them afresh).
    pub asked: u32,
    pub right: u32,
    /// The house rules the questions are dealt under (the context's, given again by
    /// [`DrillCommand::HouseRulesChanged`]).
    pub house: HouseRules,
    /// Patterns the next questions exercise in turn (the learner's weak spots); empty: hands
    /// as they come.
    pub targets: Vec<String>,
    /// "Practise weak spots" was asked and its answer has not come (the progress is being
    /// read): the learner choosing targets meanwhile drops it.
    weak_spots_asked: bool,
    /// Why no weak spots are practised (a message id), shown above the drill until closed.
    pub weak_spots_notice: Option<&'static str>,
    /// The answers graded this session, newest last; each is handed to the learner's progress
    /// as it is graded ([`Effect::Attempts`]).
    pub attempts: Vec<Attempt>,
    /// Seconds the current question took, once checked.
    pub seconds: Option<f32>,
    /// Counts the questions dealt: a new one takes the keyboard's focus to its answer.
    pub serial: u64,
    /// The drill set being worked through; `None`: random hands.
    pub set: Option<SetRun>,
    /// Why the last set asked for did not open.
    pub set_error: Option<SetOpenError>,
    /// The open set's worksheet ends with its answer key.
    pub export_answers: bool,
    /// The open set's worksheet's paper.
    pub paper: Paper,
    /// What became of the last worksheet export: `Ok` where it went, `Err` why not.
    pub export_message: Option<crate::app::widgets::worksheet::Exported>,
    /// The bundled sets (title, language), for the Drill sets menu.
    pub bundled: Vec<crate::drill::set::BundledSet>,
    /// Milliseconds the question in hand has been on screen with the window focused: the
    /// answer's time (see [`DrillCommand::Clock`]).
    shown_ms: u64,
    /// The app's clock (ms) when the drill was last on screen with the window focused;
    /// `None` while it is not.
    seen_at_ms: Option<u64>,
    /// The discard drill's saved positions and where its positions come from.
    pub mine: MyPositions,
    /// The system chosen before the set that runs: chosen again when the set is left.
    system_outside_set: RuleId,
    rng: fastrand::Rng,
}

/// Every change to the drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillCommand {
    SetSystem(RuleId),
    SetMode(Mode),
    SetLevel(Level),
    SetRoundSize(u32),
    /// Checks the answer (Enter, or the Check button).
    Submit,
    /// The next question, or the round's summary after its last question.
    Next,
    /// Starts a new round.
    NewRound,
    /// A change to the answer of the question in hand.
    Task(TaskCommand),
    /// Where the discard drill's positions come from (a new round).
    DiscardSource(Source),
    /// The learner's saved positions, as kept (the app reads and writes their file).
    MyPositions(Vec<crate::drill::discard::SavedPosition>),
    /// Asks the app to open the replay viewer with its quiz on, at the drill's level.
    OpenReplayQuiz,
    /// Asks the app to open the house-rules panel at a section.
    EditHouseRules(Section),
    /// The club's house rules changed: a new round is dealt under the context's.
    HouseRulesChanged,
    /// Starts the random hands afresh from this seed (the app seeds from the clock).
    Reseed(u64),
    /// The app's clock each frame, before anything else: `now_ms`, egui's input time in
    /// milliseconds, and whether the drill is `shown` (its screen visible and the window
    /// focused). The time between two frames counts for the question in hand only when the
    /// first of them showed it: time on other screens or in other windows is not counted.
    Clock {
        now_ms: u64,
        shown: bool,
    },
    /// Opens a bundled drill set (an index into [`crate::drill::set::BUNDLED`]).
    OpenBundledSet(usize),
    /// Asks the app for a drill set file (a dialog), which comes back as `SetOpened`.
    OpenSetDialog,
    /// Asks the app to read a recent set file, which comes back as `SetOpened`.
    OpenRecentSet(String),
    /// A set's text that is no file (the set being built, tried): it runs if it is valid.
    TrySet {
        title: String,
        text: Result<String, Said>,
    },
    /// A drill set file read (bounded) by the app: the set runs if it is valid.
    SetOpened {
        path: String,
        text: Result<String, Said>,
    },
    /// Leaves the set: back to random hands.
    LeaveSet,
    /// Whether the open set's worksheet ends with its answer key.
    SetExportAnswers(bool),
    SetPaper(Paper),
    /// Asks where to export the open set's worksheet (a dialog run by the app), then
    /// `ExportWorksheetTo`.
    ExportWorksheetDialog,
    /// Asks the app to write the open set's worksheet (PDF, in the app's language) to a
    /// path, atomically; the answer comes back as `WorksheetExported`.
    ExportWorksheetTo {
        path: std::path::PathBuf,
        corner_index: bool,
    },
    /// What became of an export: `Ok` where it went, `Err` why not.
    WorksheetExported(crate::app::widgets::worksheet::Exported),
    /// Asks the app for the patterns due for practice (the app answers with `WeakSpots`).
    PractiseWeakSpots,
    /// The patterns to practise, from the progress, or why there are none (a message id).
    WeakSpotsFound(Result<Vec<String>, &'static str>),
    /// The progress has been read: weak spots asked for before are asked again.
    ProgressArrived,
    /// Closes the line saying why no weak spots are practised.
    DismissWeakSpots,
    /// The patterns to practise next, in turn.
    WeakSpots(Vec<String>),
    /// Asks the app to add the question's hand, in the current mode, to the set being built.
    AddToSet,
    /// Asks the app to open or close the set being built.
    ToggleSetBuilder,
    /// The round's summary shows this answered question again (counted from 0); `None`
    /// hides it.
    Review(Option<usize>),
}

impl Drill {
    pub fn new(seed: u64) -> Drill {
        Drill {
            system: RuleId::ZungJung,
            mode: Mode::Total,
            level: Level::default(),
            task: None,
            round: Round::default(),
            asked: 0,
            right: 0,
            house: HouseRules::default(),
            targets: Vec::new(),
            weak_spots_asked: false,
            weak_spots_notice: None,
            attempts: Vec::new(),
            seconds: None,
            serial: 0,
            set: None,
            set_error: None,
            export_answers: false,
            paper: Paper::default(),
            export_message: None,
            bundled: crate::drill::set::bundled_sets(),
            shown_ms: 0,
            seen_at_ms: None,
            system_outside_set: RuleId::ZungJung,
            mine: MyPositions::default(),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// The rules questions are scored under: the set's while one runs, else the house's for
    /// the chosen system.
    pub fn settings(&self) -> RuleSettings {
        match &self.set {
            Some(run) => run.rules.clone(),
            None => self.house.system(self.system),
        }
    }

    /// The scored hand of the question in hand, in modes that ask about one.
    pub fn question(&self) -> Option<&Question> {
        self.task.as_ref().and_then(Task::question)
    }

    /// The progress asked for the weak spots of the system and mode shown.
    fn ask_weak_spots(&self) -> Effect {
        Effect::WeakSpots {
            system: self.settings().id().to_string(),
            discard: self.mode == Mode::Discard,
        }
    }

    fn apply_here(&mut self, command: DrillCommand) {
        let leaves_set = matches!(
            command,
            DrillCommand::SetSystem(_)
                | DrillCommand::SetMode(_)
                | DrillCommand::SetLevel(_)
                | DrillCommand::SetRoundSize(_)
                | DrillCommand::WeakSpots(_)
        );
        if leaves_set {
            self.leave_set();
            self.round.size = self.round.size.min(ROUND_SIZES[ROUND_SIZES.len() - 1]);
        }
        match command {
            DrillCommand::SetSystem(s) => {
                self.system = s;
                if !Task::modes(&self.settings()).contains(&self.mode) {
                    self.mode = Mode::Total;
                }
                self.new_round();
            }
            DrillCommand::SetMode(mode) => {
                if Task::modes(&self.settings()).contains(&mode) {
                    self.mode = mode;
                    // Weak spots of the discard drill are its skills, of the others patterns.
                    let discard = mode == Mode::Discard;
                    let is_skill = crate::drill::discard::is_skill;
                    self.targets.retain(|id| is_skill(id) == discard);
                    self.new_round();
                }
            }
            DrillCommand::SetLevel(level) => {
                self.level = level;
                self.new_round();
            }
            DrillCommand::SetRoundSize(n) => {
                self.round.size = n.clamp(1, 100);
                self.new_round();
            }
            DrillCommand::Submit => self.submit(),
            DrillCommand::Next => {
                let checked = self.task.as_ref().is_some_and(Task::checked);
                if checked && self.round.answered.len() >= self.round.size as usize {
                    self.round.over = true;
                    self.task = None;
                } else if self.round.over {
                    self.new_round();
                } else {
                    self.next();
                }
            }
            DrillCommand::NewRound => self.new_round(),
            DrillCommand::Review(k) => {
                self.round.review = k.filter(|&k| self.round.over && k < self.round.answered.len());
            }
            DrillCommand::Task(c) => {
                if let Some(task) = &mut self.task {
                    task.apply(c);
                }
            }
            DrillCommand::DiscardSource(source) => {
                self.mine.source = source;
                if self.mode == Mode::Discard && self.set.is_none() {
                    self.new_round();
                }
            }
            DrillCommand::MyPositions(positions) => {
                self.mine.positions = positions;
                let waiting = self.task.is_none() && !self.round.over;
                if waiting && self.mode == Mode::Discard && self.mine.source == Source::Mine {
                    self.next();
                }
            }
            DrillCommand::OpenReplayQuiz | DrillCommand::HouseRulesChanged => {}
            // Asked of the app by `apply`.
            DrillCommand::AddToSet | DrillCommand::EditHouseRules(_) => {}
            // Asked of the progress by `apply`.
            DrillCommand::PractiseWeakSpots | DrillCommand::ProgressArrived => {}
            DrillCommand::WeakSpotsFound(found) => {
                if !self.weak_spots_asked {
                    return;
                }
                match found {
                    Ok(targets) => {
                        self.weak_spots_asked = false;
                        self.weak_spots_notice = None;
                        self.targets = targets;
                        self.new_round();
                    }
                    Err(why) => {
                        // Still asked while the progress is being read.
                        self.weak_spots_asked = why == "progress-weak-loading";
                        self.weak_spots_notice = Some(why);
                    }
                }
            }
            DrillCommand::DismissWeakSpots => self.weak_spots_notice = None,
            DrillCommand::WeakSpots(targets) => {
                // The learner chose (or stopped) the targets: no weak spots come later.
                self.weak_spots_asked = false;
                self.targets = targets;
                self.new_round();
            }
            DrillCommand::Clock { now_ms, shown } => {
                if let Some(seen) = self.seen_at_ms {
                    self.shown_ms = self.shown_ms.saturating_add(now_ms.saturating_sub(seen));
                }
                self.seen_at_ms = shown.then_some(now_ms);
            }
            DrillCommand::Reseed(seed) => {
                self.rng = fastrand::Rng::with_seed(seed);
                self.new_round();
            }
            DrillCommand::OpenBundledSet(k) => {
                if let Some((name, text)) = crate::drill::set::BUNDLED.get(k) {
                    self.open_set(name, Ok(text.to_string()));
                }
            }
            DrillCommand::OpenSetDialog
            | DrillCommand::OpenRecentSet(_)
            | DrillCommand::ToggleSetBuilder
            | DrillCommand::ExportWorksheetDialog
            | DrillCommand::ExportWorksheetTo { .. } => {}
            DrillCommand::SetExportAnswers(on) => self.export_answers = on,
            DrillCommand::SetPaper(paper) => self.paper = paper,
            DrillCommand::WorksheetExported(result) => self.export_message = Some(result),
            DrillCommand::SetOpened { path, text } => self.open_set(&path, text),
            DrillCommand::TrySet { title, text } => self.open_set(&title, text),
            DrillCommand::LeaveSet => {
                self.export_message = None;
                if self.leave_set() {
                    self.round.size = Round::default().size;
                    self.new_round();
                }
            }
        }
    }

    /// Starts a set's round from its text, or keeps why it cannot.
    fn open_set(&mut self, path: &str, text: Result<String, Said>) {
        let run = text.map_err(SetOpenError::Read).and_then(|text| {
            parse_set(&text)
                .and_then(|set| SetRun::of(&set))
                .map(|run| SetRun {
                    file: Some(path.to_string()),
                    ..run
                })
                .map_err(|error| SetOpenError::Invalid {
                    path: path.to_string(),
                    error,
                })
        });
        match run {
            Ok(run) => {
                self.set_error = None;
                self.export_message = None;
                // The set's system is the one chosen while it runs; the one before comes
                // back when it is left.
                if self.set.is_none() {
                    self.system_outside_set = self.system;
                }
                self.system = run.rules.rule_id();
                self.round.size = run.questions.len() as u32;
                self.set = Some(run);
                self.new_round();
            }
            Err(e) => self.set_error = Some(e),
        }
    }

    /// Leaves the set that runs, if one does, choosing again the system from before it;
    /// whether one did.
    fn leave_set(&mut self) -> bool {
        let left = self.set.take().is_some();
        if left {
            self.system = self.system_outside_set;
        }
        left
    }

    /// The teacher's note of the set's question in hand, once it is answered.
    pub fn note(&self) -> Option<&str> {
        let checked = self.task.as_ref().is_some_and(Task::checked);
        let run = self.set.as_ref().filter(|_| checked)?;
        run.current()?.note.as_deref()
    }

    fn submit(&mut self) {
        let Some(task) = &mut self.task else {
            return;
        };
        let Some(outcome) = task.check() else {
            return;
        };
        let mode = task.mode();
        let graded = Box::new(task.clone());
        let seconds = self.shown_ms as f32 / 1000.0;
        self.seconds = Some(seconds);
        self.asked += 1;
        if outcome.right {
            self.right += 1;
        }
        self.round.answered.push(Answered {
            right: outcome.right,
            seconds,
            missed: outcome
                .patterns
                .iter()
                .filter(|p| !p.right)
                .map(|p| p.pattern.clone())
                .collect(),
            task: graded,
        });
        self.record(mode, outcome, seconds);
    }

    fn new_round(&mut self) {
        self.round = Round {
            size: self.round.size,
            ..Round::default()
        };
        self.asked = 0;
        self.right = 0;
        if let Some(run) = &mut self.set {
            run.at = 0;
            self.round.size = run.questions.len() as u32;
            self.task = None;
            self.ask_set_question();
            return;
        }
        self.next();
    }

    /// Asks the set's question in hand; the round's summary once every hand is asked.
    fn ask_set_question(&mut self) {
        let Some(run) = &self.set else {
            return;
        };
        match run.current() {
            Some(q) => self.task = Task::of_set(q),
            None => {
                self.round.over = true;
                self.task = None;
            }
        }
        self.seconds = None;
        self.serial += 1;
        self.shown_ms = 0;
    }

    fn next(&mut self) {
        if let Some(run) = &mut self.set {
            if self.task.is_some() {
                run.at += 1;
            }
            self.ask_set_question();
            return;
        }
        let target = match self.targets.len() {
            0 => Target::Natural,
            n => Target::Pattern(self.targets[self.round.answered.len() % n].clone()),
        };
        let settings = self.settings();
        let mut from = Dealing {
            settings: &settings,
            target: &target,
            level: self.level,
            rng: &mut self.rng,
            mine: &mut self.mine,
        };
        self.task = Task::deal(self.mode, &mut from);
        self.seconds = None;
        self.serial += 1;
        self.shown_ms = 0;
    }

    /// Keeps a graded answer for the learner's progress.
    fn record(&mut self, mode: Mode, outcome: Outcome, seconds: f32) {
        self.attempts.push(Attempt {
            at_unix_s: crate::progress::clock::now_unix_s(),
            system: self.settings().id().to_string(),
            mode,
            level: self.level,
            right: outcome.right,
            seconds,
            patterns: outcome.patterns,
        });
    }
}

/// The drill's [`DrillCommand::Clock`] for this frame: egui's input time, and whether the
/// drill is shown (`on_screen`, its screen the one drawn) with the window focused.
pub fn clock(ctx: &egui::Context, on_screen: bool) -> DrillCommand {
    let (now_ms, shown) = crate::app::context::frame_clock(ctx, on_screen);
    DrillCommand::Clock { now_ms, shown }
}

impl Screen for Drill {
    type Command = DrillCommand;

    /// Applies one command; returns the effects it asks for (the dialog that opens a set, a
    /// recent set read).
    fn apply(&mut self, command: DrillCommand, ctx: &Ctx) -> Vec<Effect> {
        use crate::app::effect::{
            Dialog, FileKind, Then, WorksheetOf, worksheet_dialog, worksheet_write,
        };
        match &command {
            DrillCommand::OpenSetDialog => {
                return vec![Effect::Dialog(Dialog::open(FileKind::Set, Then::OpenSet))];
            }
            DrillCommand::OpenRecentSet(path) => {
                return vec![Effect::read(path, |path, text| {
                    crate::app::Command::Drill(DrillCommand::SetOpened { path, text })
                })];
            }
            DrillCommand::ExportWorksheetDialog => {
                return vec![worksheet_dialog(
                    WorksheetOf::Drill,
                    ctx.settings.corner_index,
                )];
            }
            DrillCommand::ExportWorksheetTo { path, corner_index } => {
                let Some(run) = &self.set else {
                    return Vec::new();
                };
                let options = crate::app::widgets::worksheet::worksheet_options(
                    self.export_answers,
                    self.paper,
                    *corner_index,
                    ctx.i18n,
                );
                let answer = |path, result| {
                    let exported = crate::app::widgets::worksheet::Exported { path, result };
                    crate::app::Command::Drill(DrillCommand::WorksheetExported(exported))
                };
                return worksheet_write(&run.set, &options, ctx.tile_faces, path.clone(), answer);
            }
            DrillCommand::EditHouseRules(section) => return vec![Effect::EditHouseRules(*section)],
            DrillCommand::OpenReplayQuiz => {
                return vec![Effect::ReplayQuiz {
                    system: self.settings().id().to_string(),
                    level: self.level,
                }];
            }
            DrillCommand::HouseRulesChanged => {
                if self.house != *ctx.house_rules {
                    self.house = ctx.house_rules.clone();
                    self.new_round();
                }
                return Vec::new();
            }
            DrillCommand::PractiseWeakSpots => {
                self.weak_spots_asked = true;
                return vec![self.ask_weak_spots()];
            }
            DrillCommand::ProgressArrived if self.weak_spots_asked => {
                return vec![self.ask_weak_spots()];
            }
            DrillCommand::ToggleSetBuilder => return vec![Effect::ToggleSetBuilder],
            DrillCommand::SetOpened { path, .. } => {
                let path = path.clone();
                self.apply_here(command);
                let opened = self.set.is_some() && self.set_error.is_none();
                return opened
                    .then_some(Effect::RememberSet(path))
                    .into_iter()
                    .collect();
            }
            DrillCommand::AddToSet => {
                let question = self.question();
                let file = question.map(|q| HandFile::of(&q.hand, &q.scored.settings, None));
                let mode = self.mode;
                return file
                    .map(|file| Effect::AddToSet {
                        file: Box::new(file),
                        mode,
                    })
                    .into_iter()
                    .collect();
            }
            _ => {}
        }
        let before = self.attempts.len();
        self.apply_here(command);
        let graded = self.attempts.get(before..).unwrap_or_default().to_vec();
        if graded.is_empty() {
            Vec::new()
        } else {
            vec![Effect::Attempts(graded)]
        }
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<DrillCommand>) {
        drill_ui(ui, self, ctx, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::drill::mode::total::{TotalCommand, TotalDrill};

    /// The context of a fresh app in English (the screen's commands need no other here).
    fn en() -> crate::app::context::Ctx<'static> {
        crate::app::context::Ctx::standard(crate::app::i18n::Lang::English)
    }

    fn total(drill: &Drill) -> u32 {
        drill
            .question()
            .map(|q| q.scored.total())
            .unwrap_or_default()
    }

    fn answer(drill: &mut Drill, n: u32) {
        drill.apply(
            DrillCommand::Task(TaskCommand::Total(TotalCommand::SetAnswer(n.to_string()))),
            &en(),
        );
        drill.apply(DrillCommand::Submit, &en());
    }

    #[test]
    fn grading_counts_right_and_wrong() {
        let mut drill = Drill::new(3);
        drill.apply(DrillCommand::Next, &en());
        let expected = total(&drill);
        answer(&mut drill, expected);
        assert!(matches!(
            drill.task,
            Some(Task::Total(TotalDrill {
                grade: Some(Grade::Right),
                ..
            }))
        ));
        drill.apply(DrillCommand::Submit, &en());
        assert_eq!(
            (drill.right, drill.asked),
            (1, 1),
            "a graded question is not graded twice"
        );
        drill.apply(DrillCommand::Next, &en());
        let expected = total(&drill);
        answer(&mut drill, expected + 3);
        assert!(matches!(
            drill.task,
            Some(Task::Total(TotalDrill {
                grade: Some(Grade::Wrong { expected: e }),
                ..
            })) if e == expected
        ));
        assert_eq!((drill.right, drill.asked), (1, 2));
        assert_eq!(drill.attempts.len(), 2);
        assert!(drill.attempts[0].right && !drill.attempts[1].right);
        assert!(drill.seconds.is_some());
    }

    #[test]
    fn a_round_ends_in_its_summary_and_another_begins() {
        let mut drill = Drill::new(8);
        drill.apply(DrillCommand::SetRoundSize(5), &en());
        for k in 0..5 {
            let t = total(&drill);
            answer(&mut drill, if k % 2 == 0 { t } else { t + 1 });
            drill.apply(DrillCommand::Next, &en());
        }
        assert!(drill.round.over);
        assert!(drill.task.is_none());
        assert_eq!((drill.round.right(), drill.round.answered.len()), (3, 5));
        assert!(!drill.round.missed().is_empty());
        drill.apply(DrillCommand::NewRound, &en());
        assert!(!drill.round.over);
        assert!(drill.round.answered.is_empty());
        assert!(drill.task.is_some());
        assert_eq!(drill.round.size, 5, "the size is kept");
    }

    #[test]
    fn next_without_an_answer_skips_and_counts_nothing() {
        let mut drill = Drill::new(2);
        drill.apply(DrillCommand::Next, &en());
        drill.apply(DrillCommand::Next, &en());
        assert_eq!(drill.asked, 0);
        assert!(drill.round.answered.is_empty());
        assert!(!drill.round.over);
    }

    #[test]
    fn every_mode_of_every_system_deals() {
        for (seed, system) in RuleId::ALL.into_iter().enumerate() {
            let mut drill = Drill::new(seed as u64);
            drill.apply(DrillCommand::SetSystem(system), &en());
            for mode in Task::modes(&drill.settings()) {
                drill.apply(DrillCommand::SetMode(mode), &en());
                assert_eq!(drill.mode, mode);
                let task = drill.task.as_ref().expect("a question");
                assert_eq!(task.mode(), mode, "system {system:?}");
            }
        }
    }
}

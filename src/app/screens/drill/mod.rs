//! The drill: rounds of questions in several modes (type the total, tick the patterns,
//! enter the payments, pick the best reading), at a level, with the time per question and a
//! summary at the end of each round. Each mode is a question type in its own file
//! (`drill_total.rs`, `drill_patterns.rs`, ...) with the same shape: `deal`, `apply`,
//! `check`, `checked` and a `*_drill_ui`; [`Task`] plugs them in.

pub mod mode;
pub mod sets_menu;
pub mod summary;

use crate::app::context::Ctx;
use crate::app::effect::Effect;
use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::screens::drill::mode::discard::{
    DiscardCommand, DiscardDrill, MyPositions, Source, discard_drill_ui,
};
use crate::app::screens::drill::mode::patterns::{
    PatternsCommand, PatternsDrill, patterns_drill_ui,
};
use crate::app::screens::drill::mode::payments::{
    PaymentsCommand, PaymentsDrill, payments_drill_ui,
};
use crate::app::screens::drill::mode::reading::{ReadingCommand, ReadingDrill, reading_drill_ui};
pub use crate::app::screens::drill::mode::total::Grade;
use crate::app::screens::drill::mode::total::{TotalCommand, TotalDrill, total_drill_ui};
use crate::app::screens::drill::mode::waits::{WaitsCommand, WaitsDrill, waits_drill_ui};
use crate::app::screens::drill::mode::wall_end::{WallEndCommand, WallEndDrill, wall_end_drill_ui};
use crate::app::screens::drill::summary::{pattern_names, summary_ui};
use crate::app::widgets::sheet_card::{Card, sheet_card_ui};
use crate::app::widgets::words::{option_line, seconds_text};
use crate::app::widgets::worksheet::{WorksheetAsk, worksheet_row_ui};
use crate::drill::generate::Target;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::drill::set::{DrillSet, SetQuestion, parse_set, waits_question};
use crate::drill::{Fact, question_facts};
pub use crate::drill::{Question, deal};
use crate::hand::ParseError;
use crate::hand::{HandFile, Meld, MeldKind};
use crate::print::Paper;
use crate::progress::Attempt;
use crate::rules::house::{HouseRules, OPTIONS, Section};
use crate::rules::{RuleId, RuleSettings};
use egui::{RichText, Ui};

/// The colour of a right answer.
pub const RIGHT_COLOR: egui::Color32 = egui::Color32::from_rgb(0x2e, 0x9d, 0x57);

/// Round sizes the learner can choose.
pub const ROUND_SIZES: [u32; 3] = [5, 10, 20];

/// The question in hand, one variant per mode. A mode plugs in with a variant here, its
/// arms in [`Task`]'s methods (and its place in [`Task::modes`]), a `DrillCommand` variant
/// wrapping its own commands (routed in [`Drill::apply`]) and an arm in [`drill_ui`].
#[derive(Clone, Debug)]
pub enum Task {
    Total(TotalDrill),
    Patterns(PatternsDrill),
    Payments(PaymentsDrill),
    BestReading(ReadingDrill),
    Waits(WaitsDrill),
    WallEnd(WallEndDrill),
    Discard(DiscardDrill),
}

impl Task {
    /// The modes the drill deals for a rule system, in the picker's order (a mode only
    /// some systems play, such as Sichuan's wall's end, is offered for those alone). The
    /// replay quiz, asked in the replay viewer, follows them in the picker.
    pub fn modes(settings: &RuleSettings) -> Vec<Mode> {
        let mut modes = vec![
            Mode::Total,
            Mode::Patterns,
            Mode::Payments,
            Mode::Waits,
            Mode::BestReading,
            Mode::Discard,
        ];
        if matches!(settings, RuleSettings::Sichuan(_)) {
            modes.push(Mode::WallEnd);
        }
        modes
    }

    /// Deals a question of `mode`; `None` when the mode has none here or none came up.
    pub fn deal(
        mode: Mode,
        settings: &RuleSettings,
        target: &Target,
        level: Level,
        rng: &mut fastrand::Rng,
    ) -> Option<Task> {
        match mode {
            Mode::Total => TotalDrill::deal(settings, target, level, rng).map(Task::Total),
            Mode::Patterns => PatternsDrill::deal(settings, target, level, rng).map(Task::Patterns),
            Mode::Payments => PaymentsDrill::deal(settings, target, level, rng).map(Task::Payments),
            Mode::BestReading => {
                ReadingDrill::deal(settings, target, level, rng).map(Task::BestReading)
            }
            Mode::Waits => WaitsDrill::deal(settings, level, rng).map(Task::Waits),
            Mode::WallEnd => WallEndDrill::deal(settings, level, rng).map(Task::WallEnd),
            Mode::Discard => DiscardDrill::deal(settings, target, level, rng).map(Task::Discard),
            Mode::ReplayQuiz => None,
        }
    }

    pub fn mode(&self) -> Mode {
        match self {
            Task::Total(_) => Mode::Total,
            Task::Patterns(_) => Mode::Patterns,
            Task::Payments(_) => Mode::Payments,
            Task::BestReading(_) => Mode::BestReading,
            Task::Waits(_) => Mode::Waits,
            Task::WallEnd(_) => Mode::WallEnd,
            Task::Discard(_) => Mode::Discard,
        }
    }

    /// The scored winning hand the question is about, in modes that ask about one.
    pub fn question(&self) -> Option<&Question> {
        match self {
            Task::Total(d) => Some(&d.question),
            Task::Patterns(d) => Some(&d.question),
            Task::Payments(d) => Some(&d.question),
            Task::BestReading(d) => Some(&d.question),
            Task::Waits(_) | Task::WallEnd(_) | Task::Discard(_) => None,
        }
    }

    /// Grades the answer; `None` while it is empty or once graded.
    pub fn check(&mut self) -> Option<Outcome> {
        match self {
            Task::Total(d) => d.check(),
            Task::Patterns(d) => d.check(),
            Task::Payments(d) => d.check(),
            Task::BestReading(d) => d.check(),
            Task::Waits(d) => d.check(),
            Task::WallEnd(d) => d.check(),
            Task::Discard(d) => d.check(),
        }
    }

    pub fn checked(&self) -> bool {
        match self {
            Task::Total(d) => d.checked(),
            Task::Patterns(d) => d.checked(),
            Task::Payments(d) => d.checked(),
            Task::BestReading(d) => d.checked(),
            Task::Waits(d) => d.checked(),
            Task::WallEnd(d) => d.checked(),
            Task::Discard(d) => d.checked(),
        }
    }
}

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
    pub fn of(set: &DrillSet) -> Result<SetRun, ParseError> {
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
    /// The file could not be read (the message, in the reader's language, names it).
    Read(String),
    /// The file is no valid set.
    Invalid { path: String, error: ParseError },
}

/// The task of a set's question: its mode's drill over the hand (a waits question is the
/// hand less its winning tile).
pub fn set_task(q: &SetQuestion) -> Option<Task> {
    let question = q.question.clone();
    Some(match q.mode {
        Mode::Total => Task::Total(TotalDrill::new(question)),
        Mode::Patterns => Task::Patterns(PatternsDrill::new(question)),
        Mode::Payments => Task::Payments(PaymentsDrill::new(question)),
        Mode::BestReading => Task::BestReading(ReadingDrill::new(question)),
        Mode::Waits => Task::Waits(WaitsDrill {
            settings: question.scored.settings.clone(),
            question: waits_question(&question),
            chosen: Vec::new(),
            cursor: 0,
            graded: None,
            typed: None,
        }),
        Mode::WallEnd | Mode::Discard | Mode::ReplayQuiz => return None,
    })
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
    /// The house rules the questions were dealt under: [`Drill::follow`] starts a new round
    /// when the context's differ.
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
    /// Set files opened or saved recently, newest first, for the Drill sets menu (the app
    /// keeps the list; as the set builder's recent list does).
    pub recent_sets: Vec<String>,
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
    Total(TotalCommand),
    Patterns(PatternsCommand),
    Payments(PaymentsCommand),
    Reading(ReadingCommand),
    Waits(WaitsCommand),
    WallEnd(WallEndCommand),
    Discard(DiscardCommand),
    /// Where the discard drill's positions come from (a new round).
    DiscardSource(Source),
    /// The learner's saved positions, as kept (the app reads and writes their file).
    MyPositions(Vec<crate::drill::discard::SavedPosition>),
    /// Asks the app to open the replay viewer with its quiz on, at the drill's level.
    OpenReplayQuiz,
    /// Asks the app to open the house-rules panel at a section.
    EditHouseRules(Section),
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
        text: Result<String, String>,
    },
    /// A drill set file read (bounded) by the app: the set runs if it is valid.
    SetOpened {
        path: String,
        text: Result<String, String>,
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
            recent_sets: Vec::new(),
            shown_ms: 0,
            seen_at_ms: None,
            system_outside_set: RuleId::ZungJung,
            mine: MyPositions::default(),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// Follows the context's house rules: when they differ from those the questions were
    /// dealt under, a new round is dealt under them (compared, not sent).
    pub fn follow(&mut self, ctx: &Ctx) {
        if self.house != *ctx.house_rules {
            self.house = ctx.house_rules.clone();
            self.new_round();
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
            DrillCommand::Total(c) => {
                if let Some(Task::Total(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::Patterns(c) => {
                if let Some(Task::Patterns(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::Payments(c) => {
                if let Some(Task::Payments(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::Reading(c) => {
                if let Some(Task::BestReading(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::Waits(c) => {
                if let Some(Task::Waits(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::WallEnd(c) => {
                if let Some(Task::WallEnd(d)) = &mut self.task {
                    d.apply(c);
                }
            }
            DrillCommand::Discard(c) => {
                if let Some(Task::Discard(d)) = &mut self.task {
                    d.apply(c);
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
            DrillCommand::OpenReplayQuiz => {}
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
    fn open_set(&mut self, path: &str, text: Result<String, String>) {
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
            Some(q) => self.task = set_task(q),
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
        self.task = match self.mode {
            Mode::Discard => self
                .mine
                .deal(&settings, &target, self.level, &mut self.rng)
                .map(Task::Discard),
            mode => Task::deal(mode, &settings, &target, self.level, &mut self.rng),
        };
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
            DrillCommand::OpenRecentSet(path) => return vec![Effect::OpenSet(path.clone())],
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

/// The drill screen: the pickers, the round's progress, the question in hand (or the
/// round's summary). Enter checks the answer, Enter again goes on.
pub fn drill_ui(ui: &mut Ui, drill: &Drill, ctx: &Ctx, out: &mut Vec<DrillCommand>) {
    let (i18n, corner_index) = (ctx.i18n, ctx.settings.corner_index);
    // Enter is the drill's own key: taken before any widget sees it, so that an answer field
    // keeps its focus and no focused button is pressed as well.
    let enter = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
    pickers_ui(ui, drill, i18n, out);
    if drill.mode == Mode::Discard && drill.set.is_none() {
        let system = drill.settings().id();
        crate::app::screens::drill::mode::discard::source_ui(ui, &drill.mine, system, i18n, out);
    }
    ui.separator();
    if drill.round.over {
        summary_ui(ui, drill, i18n, corner_index, out);
        if enter {
            out.push(DrillCommand::NewRound);
        }
        return;
    }
    let Some(task) = &drill.task else {
        if drill.serial == 0 {
            if ui.button(i18n.tr("drill-start")).clicked() || enter {
                out.push(DrillCommand::Next);
            }
        } else {
            ui.label(RichText::new(i18n.tr("drill-no-hand")).color(ui.visuals().warn_fg_color));
            if ui.button(i18n.tr("drill-next")).clicked() || enter {
                out.push(DrillCommand::Next);
            }
        }
        return;
    };
    let checked = task.checked();
    focus_new_question(ui, drill.serial);
    progress_ui(ui, drill, checked, i18n, out);
    note_ui(ui, drill, i18n);
    add_to_set_ui(ui, drill, i18n, out);
    task_ui(ui, task, i18n, corner_index, out);
    if enter {
        out.push(if checked {
            DrillCommand::Next
        } else {
            DrillCommand::Submit
        });
    }
}

/// The question in hand, drawn by its mode, its commands wrapped as the drill's.
pub fn task_ui(
    ui: &mut Ui,
    task: &Task,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DrillCommand>,
) {
    match task {
        Task::Total(d) => {
            let mut cmds = Vec::new();
            total_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::Total));
        }
        Task::Patterns(d) => {
            let mut cmds = Vec::new();
            patterns_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::Patterns));
        }
        Task::Payments(d) => {
            let mut cmds = Vec::new();
            payments_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::Payments));
        }
        Task::BestReading(d) => {
            let mut cmds = Vec::new();
            reading_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::Reading));
        }
        Task::Waits(d) => {
            let mut cmds = Vec::new();
            waits_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::Waits));
        }
        Task::WallEnd(d) => {
            let mut cmds = Vec::new();
            wall_end_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            out.extend(cmds.into_iter().map(DrillCommand::WallEnd));
        }
        Task::Discard(d) => {
            let mut cmds = Vec::new();
            discard_drill_ui(ui, d, i18n, corner_index, &mut cmds);
            // A click is the answer: checked at once.
            let answered = !cmds.is_empty();
            out.extend(cmds.into_iter().map(DrillCommand::Discard));
            if answered {
                out.push(DrillCommand::Submit);
            }
        }
    }
}

/// A question not seen before lets go of the keyboard's focus, so that its first answer
/// field takes it.
fn focus_new_question(ui: &mut Ui, serial: u64) {
    let id = ui.make_persistent_id("drill question serial");
    let seen = ui.data(|d| d.get_temp::<u64>(id));
    if seen != Some(serial) {
        ui.data_mut(|d| d.insert_temp(id, serial));
        if let Some(focused) = ui.memory(|m| m.focused()) {
            ui.memory_mut(|m| m.surrender_focus(focused));
        }
    }
}

/// The title, the rule system, the mode, the level and the round's size.
/// While a set runs, its system and its hands' modes are the set's: the system, mode, level
/// and round pickers are locked, and say why on hover.
fn pickers_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    let locked = drill
        .set
        .as_ref()
        .map(|run| i18n.tr_args("drill-set-locked", &[("title", run.title.clone().into())]));
    // A picker's choice: enabled, or locked with the reason on hover; true when clicked.
    let choice = |ui: &mut Ui, selected: bool, text: String| -> bool {
        let button = ui.add_enabled(locked.is_none(), egui::Button::selectable(selected, text));
        match &locked {
            Some(why) => {
                button.on_disabled_hover_text(why.as_str());
                false
            }
            None => button.clicked(),
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.heading(i18n.tr("drill-title"));
        ui.add_space(16.0);
        for k in RuleId::ALL {
            let name = i18n.tr(k.label_key());
            if choice(ui, drill.system == k, name) {
                out.push(DrillCommand::SetSystem(k));
            }
        }
        ui.add_space(16.0);
        if ui.button(i18n.tr("drill-house-rules")).clicked() {
            out.push(DrillCommand::EditHouseRules(Section::of_system(
                drill.system,
            )));
        }
        ui.add_space(16.0);
        crate::app::screens::drill::sets_menu::sets_menu_ui(ui, drill, i18n, out);
    });
    set_line_ui(ui, drill, i18n, out);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("drill-mode")).weak());
        // While a set runs, the mode of its hand in hand.
        let current = match (&drill.set, &drill.task) {
            (Some(_), Some(task)) => task.mode(),
            _ => drill.mode,
        };
        for mode in Task::modes(&drill.settings()) {
            let name = i18n.tr(mode.label_key());
            if choice(ui, current == mode, name) {
                out.push(DrillCommand::SetMode(mode));
            }
        }
        let quiz = i18n.tr(Mode::ReplayQuiz.label_key());
        if ui
            .selectable_label(false, format!("{quiz} →"))
            .on_hover_text(i18n.tr("drill-replay-quiz-hint"))
            .clicked()
        {
            out.push(DrillCommand::OpenReplayQuiz);
        }
        ui.add_space(16.0);
        ui.label(RichText::new(i18n.tr("drill-level")).weak());
        for level in Level::ALL {
            let name = i18n.tr(&format!("drill-level-{}", level.id()));
            if choice(ui, drill.level == level, name) {
                out.push(DrillCommand::SetLevel(level));
            }
        }
        ui.add_space(16.0);
        ui.label(RichText::new(i18n.tr("drill-round-size")).weak());
        for n in ROUND_SIZES {
            if choice(ui, drill.round.size == n, n.to_string()) {
                out.push(DrillCommand::SetRoundSize(n));
            }
        }
    });
}

/// "Add to set" (the question's hand, in the current mode) and the set being built.
fn add_to_set_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    ui.horizontal(|ui| {
        let asks_one =
            drill.question().is_some() && crate::drill::set::SET_MODES.contains(&drill.mode);
        if ui
            .add_enabled(asks_one, egui::Button::new(i18n.tr("set-build-add")))
            .clicked()
        {
            out.push(DrillCommand::AddToSet);
        }
        if ui.button(i18n.tr("set-build-window")).clicked() {
            out.push(DrillCommand::ToggleSetBuilder);
        }
    });
}

/// The set being worked through (its title, a way back to random hands, and its worksheet
/// to export), or why the last set did not open.
fn set_line_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n, out: &mut Vec<DrillCommand>) {
    if let Some(run) = &drill.set {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(
                    i18n.tr_args("drill-set-running", &[("title", run.title.clone().into())]),
                )
                .strong()
                .size(16.0),
            );
            if ui.button(i18n.tr("drill-set-leave")).clicked() {
                out.push(DrillCommand::LeaveSet);
            }
        });
        let row = (drill.export_answers, drill.paper);
        match worksheet_row_ui(ui, row, true, "drill-set-paper", i18n) {
            Some(WorksheetAsk::Export) => out.push(DrillCommand::ExportWorksheetDialog),
            Some(WorksheetAsk::Answers(on)) => out.push(DrillCommand::SetExportAnswers(on)),
            Some(WorksheetAsk::Paper(paper)) => out.push(DrillCommand::SetPaper(paper)),
            None => {}
        }
        if let Some(exported) = &drill.export_message {
            let color = match exported.result {
                Ok(()) => ui.visuals().weak_text_color(),
                Err(_) => ui.visuals().warn_fg_color,
            };
            ui.label(RichText::new(exported.text(i18n)).color(color));
        }
    }
    if let Some(e) = &drill.set_error {
        let text = match e {
            SetOpenError::Read(message) => message.clone(),
            SetOpenError::Invalid { path, error } => i18n.tr_args(
                "drill-set-invalid",
                &[
                    ("path", path.clone().into()),
                    ("error", i18n.text(error).into()),
                ],
            ),
        };
        ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
    }
}

/// The teacher's note, once the answer is checked.
fn note_ui(ui: &mut Ui, drill: &Drill, i18n: &I18n) {
    if let Some(note) = drill.note() {
        ui.add_space(6.0);
        ui.group(|ui| {
            ui.label(RichText::new(i18n.tr("drill-set-note")).strong());
            ui.label(note);
        });
    }
}

/// "Question 3 of 10", the tally, the time once checked, and the buttons.
fn progress_ui(
    ui: &mut Ui,
    drill: &Drill,
    checked: bool,
    i18n: &I18n,
    out: &mut Vec<DrillCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        let n = drill.round.answered.len() + usize::from(!checked);
        let progress = i18n.tr_args(
            "drill-progress",
            &[("n", n.into()), ("total", drill.round.size.into())],
        );
        ui.label(RichText::new(progress).strong().size(16.0));
        ui.add_space(12.0);
        let tally = i18n.tr_args(
            "drill-tally",
            &[("right", drill.right.into()), ("asked", drill.asked.into())],
        );
        ui.label(tally);
        if let Some(seconds) = drill.seconds {
            ui.add_space(12.0);
            ui.label(i18n.tr_args(
                "drill-time",
                &[("seconds", seconds_text(i18n, seconds).into())],
            ));
        }
        ui.add_space(16.0);
        if ui
            .add_enabled(!checked, egui::Button::new(i18n.tr("drill-check")))
            .clicked()
        {
            out.push(DrillCommand::Submit);
        }
        let last = checked && drill.round.answered.len() >= drill.round.size as usize;
        let next = if last {
            "drill-to-summary"
        } else {
            "drill-next"
        };
        if ui.button(i18n.tr(next)).clicked() {
            out.push(DrillCommand::Next);
        }
        ui.label(RichText::new(i18n.tr("drill-enter-hint")).weak());
        ui.add_space(16.0);
        if drill.targets.is_empty() {
            if ui.button(i18n.tr("drill-weak-spots")).clicked() {
                out.push(DrillCommand::PractiseWeakSpots);
            }
        } else if ui.button(i18n.tr("drill-weak-spots-off")).clicked() {
            out.push(DrillCommand::WeakSpots(Vec::new()));
        }
    });
    if !drill.targets.is_empty() {
        let names = pattern_names(i18n, &drill.settings(), &drill.targets);
        ui.label(
            RichText::new(i18n.tr_args("drill-weak-spots-on", &[("patterns", names.into())]))
                .color(ui.visuals().warn_fg_color),
        );
    }
    ui.add_space(4.0);
}

/// An answer field: digits only, its accessible name `label`, keeping the keyboard's focus
/// (the first field takes it whenever nothing has it). Returns the new text when it changed.
pub fn answer_field_ui(
    ui: &mut Ui,
    answer: &str,
    index: usize,
    label: &str,
    width: f32,
) -> Option<String> {
    let mut text = answer.to_string();
    let field = ui.add(
        egui::TextEdit::singleline(&mut text)
            .id_salt(("drill answer", index))
            .desired_width(width),
    );
    let name = label.to_string();
    field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name));
    if index == 0 && ui.memory(|m| m.focused().is_none()) {
        field.request_focus();
    }
    field
        .changed()
        .then(|| text.chars().filter(char::is_ascii_digit).collect())
}

/// The grade of an answer, on a line that is there before the answer is checked too, so
/// that nothing moves when it appears: `(right, text)`.
pub fn grade_line_ui(ui: &mut Ui, line: Option<(bool, String)>) {
    let size = 20.0;
    match line {
        Some((right, text)) => {
            let color = if right {
                RIGHT_COLOR
            } else {
                ui.visuals().error_fg_color
            };
            ui.label(RichText::new(text).size(size).color(color));
        }
        None => {
            let height = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
            ui.allocate_space(egui::vec2(1.0, height));
        }
    }
}

/// The question's facts and its tiles as they lie on the table.
pub fn question_ui(ui: &mut Ui, q: &Question, i18n: &I18n, corner_index: bool) {
    facts_ui(ui, &question_facts(q), i18n);
    // Tiles grow with the window, up to about twice their smallest size.
    let tile_height = (ui.available_width() / 20.0).clamp(52.0, 96.0);
    crate::app::widgets::table_hand_ui(ui, &q.hand, tile_height, corner_index);
}

/// From this width of the drill screen the score sheet stands beside the question.
const WIDE: f32 = 1100.0;

/// The question's body with the score sheet beside it (a wide window) or below it once
/// checked (a narrow one).
pub fn with_sheet_ui(
    ui: &mut Ui,
    q: &Question,
    checked: bool,
    i18n: &I18n,
    corner_index: bool,
    body: impl FnOnce(&mut Ui),
) {
    let wide = ui.available_width() >= WIDE;
    if wide {
        let width = (ui.available_width() * 0.42).min(760.0);
        egui::Panel::right("drill_sheet")
            .resizable(false)
            .exact_size(width)
            .show(ui, |ui| answer_sheet_ui(ui, q, checked, i18n, corner_index));
        egui::ScrollArea::vertical()
            .id_salt("drill question")
            .auto_shrink([false, false])
            .show(ui, body);
    } else {
        egui::ScrollArea::vertical()
            .id_salt("drill question")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                body(ui);
                if checked {
                    ui.separator();
                    answer_sheet_ui(ui, q, checked, i18n, corner_index);
                }
            });
    }
}

/// The answer's score sheet once the answer is checked; before, a line saying where it will
/// appear.
fn answer_sheet_ui(ui: &mut Ui, q: &Question, checked: bool, i18n: &I18n, corner_index: bool) {
    if !checked {
        ui.label(RichText::new(i18n.tr("drill-sheet-later")).weak());
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("drill_sheet")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.set_max_width(ui.available_width().min(760.0));
            sheet_card_ui(
                ui,
                Card {
                    index: 0,
                    scored: &q.scored,
                    sheet: &q.sheet,
                    declared: crate::app::widgets::Declared {
                        melds: &q.hand.melds,
                        seat: q.hand.seat_wind,
                        bonus: &q.hand.bonus,
                    },
                },
                i18n,
                corner_index,
                None,
            );
            ui.collapsing(i18n.tr("drill-full-sheet"), |ui| {
                let sheet = crate::rules::sheet_in(&q.hand, &q.scored, i18n);
                ui.label(RichText::new(sheet.to_text()).monospace());
            });
        });
}

fn win_key(win: crate::hand::WinMethod) -> &'static str {
    match win {
        crate::hand::WinMethod::Discard => "win-discard",
        crate::hand::WinMethod::SelfDraw => "win-self-draw",
        crate::hand::WinMethod::KongReplacement => "win-kong-replacement",
        crate::hand::WinMethod::RobbingKong => "win-robbing-kong",
    }
}

fn meld_name(i18n: &I18n, m: &Meld) -> String {
    let key = match m.kind {
        MeldKind::Chow => "calc-meld-chow",
        MeldKind::Pung => "calc-meld-pung",
        MeldKind::ExposedKong | MeldKind::AddedKong => "calc-meld-kong",
        MeldKind::ConcealedKong => "calc-meld-concealed-kong",
    };
    format!(
        "{} {}",
        i18n.tr(key),
        crate::explain::meld_named(i18n, &m.tiles())
    )
}

fn winds(i18n: &I18n, winds: &[crate::tiles::Wind]) -> String {
    let names: Vec<String> = winds.iter().map(|&w| wind_name(i18n, w)).collect();
    names.join(", ")
}

/// The words for one fact; `None` for the tiles, which the drawn hand shows.
pub fn fact_text(i18n: &I18n, fact: &Fact) -> Option<String> {
    let count = |n: u32| -> [(&str, fluent_bundle::FluentValue<'_>); 1] { [("count", n.into())] };
    Some(match fact {
        Fact::System(id) => i18n.tr(&format!("system-{id}")),
        Fact::Seat(w) => format!("{}: {}", i18n.tr("calc-seat"), wind_name(i18n, *w)),
        Fact::Round(w) => format!("{}: {}", i18n.tr("calc-round"), wind_name(i18n, *w)),
        Fact::Won(win) => i18n.tr(win_key(*win)),
        Fact::Discarder(w) => {
            i18n.tr_args("fact-discarder", &[("seat", wind_name(i18n, *w).into())])
        }
        Fact::Flag(f) => match f {
            crate::drill::Flag::Humanly | crate::drill::Flag::KongShot => {
                i18n.tr(&format!("fact-flag-{}", f.id()))
            }
            _ => i18n.tr(&format!("flag-{}", f.id())),
        },
        Fact::Concealed(_) | Fact::WinningTile(_) | Fact::Bonus(_) => return None,
        Fact::Meld(m) => {
            let mut parts = Vec::new();
            if let Some(w) = m.from {
                // The seat as a case of its own ("from South", «у Юга»), not a name in the
                // nominative after a preposition.
                let seat = w.name().to_lowercase();
                parts.push(i18n.tr_args("fact-meld-from", &[("seat", seat.into())]));
            }
            if m.fresh {
                parts.push(i18n.tr("fact-meld-fresh"));
            }
            if let Some(n) = m.wall_tiles_left {
                parts.push(i18n.tr_args("fact-meld-wall", &count(n.into())));
            }
            if parts.is_empty() {
                return None;
            }
            format!("{}: {}", meld_name(i18n, m), parts.join(", "))
        }
        Fact::WallTilesLeft(n) => i18n.tr_args("fact-wall-tiles-left", &count((*n).into())),
        Fact::WinningTileFresh => i18n.tr("fact-winning-tile-fresh"),
        Fact::ForcedDiscard => i18n.tr("fact-forced-discard"),
        Fact::BonusReplacements(n) => i18n.tr_args("fact-bonus-replacements", &count((*n).into())),
        Fact::DealtBonus(b) => {
            let tiles: Vec<String> = b.iter().map(|b| b.to_string()).collect();
            i18n.tr_args("fact-dealt-bonus", &[("tiles", tiles.join(" ").into())])
        }
        Fact::MissingSuit(suit) => {
            let suit = i18n.tr(&format!("suit-{}", suit.name()));
            i18n.tr_args("drill-missing-suit", &[("suit", suit.into())])
        }
        Fact::PlayersOut(out) => {
            i18n.tr_args("fact-players-out", &[("seats", winds(i18n, out).into())])
        }
        Fact::RoundDiscards(round) => {
            let discards: Vec<String> = round
                .iter()
                .map(|&(seat, tile)| format!("{} {tile}", wind_name(i18n, seat)))
                .collect();
            i18n.tr_args(
                "fact-round-discards",
                &[("discards", discards.join(", ").into())],
            )
        }
        Fact::Option { section, id, value } => {
            let def = OPTIONS
                .iter()
                .find(|d| d.section == *section && d.id == *id)?;
            option_line(i18n, def, *value)
        }
    })
}

/// What the question shows beside its tiles: the situation in one line, then every other
/// fact, the rule options that differ from the defaults last.
pub fn facts_ui(ui: &mut Ui, facts: &[Fact], i18n: &I18n) {
    let situation: Vec<String> = facts
        .iter()
        .filter(|f| {
            matches!(
                f,
                Fact::Seat(_) | Fact::Round(_) | Fact::Won(_) | Fact::Discarder(_)
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    ui.label(RichText::new(situation.join(" · ")).size(15.0));
    let others: Vec<String> = facts
        .iter()
        .filter(|f| {
            !matches!(
                f,
                Fact::System(_)
                    | Fact::Seat(_)
                    | Fact::Round(_)
                    | Fact::Won(_)
                    | Fact::Discarder(_)
                    | Fact::Option { .. }
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !others.is_empty() {
        ui.label(others.join(" · "));
    }
    let options: Vec<String> = facts
        .iter()
        .filter(|f| matches!(f, Fact::Option { .. }))
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !options.is_empty() {
        ui.label(
            RichText::new(format!(
                "{} {}",
                i18n.tr("drill-options-differ"),
                options.join("; ")
            ))
            .color(ui.visuals().warn_fg_color),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            DrillCommand::Total(TotalCommand::SetAnswer(n.to_string())),
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

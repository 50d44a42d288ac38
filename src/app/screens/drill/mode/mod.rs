//! The drill's modes, one file each: its question's state, the learner's answer, the check and
//! the drawing, behind one [`DrillMode`] contract; `drill_modes!` below is the one list that
//! plugs them into the drill (the question in hand, [`Task`], and its commands,
//! [`TaskCommand`]).
//!
//! A new mode is a file here implementing [`DrillMode`], one line in the list, its `Mode` row
//! in `crate::drill::mode`, and its messages in en, ru and pl.

pub mod discard;
pub mod patterns;
pub mod payments;
pub mod reading;
pub mod total;
pub mod waits;
pub mod wall_end;

use crate::app::i18n::I18n;
use crate::drill::Question;
use crate::drill::generate::Target;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::drill::set::SetQuestion;
use crate::rules::RuleSettings;
use discard::MyPositions;
use egui::Ui;

/// What a mode deals a question from: the drill's rules, the pattern or skill asked for, the
/// level, the drill's dice and the learner's saved positions.
pub struct Dealing<'a> {
    pub settings: &'a RuleSettings,
    pub target: &'a Target,
    pub level: Level,
    pub rng: &'a mut fastrand::Rng,
    pub mine: &'a mut MyPositions,
}

/// One kind of question: a question of it dealt, the learner's answer changed only by its
/// commands, graded once, and drawn.
pub trait DrillMode: Clone + std::fmt::Debug + Sized {
    /// Every change to the learner's answer.
    type Command: Clone + std::fmt::Debug + PartialEq + Eq;
    /// The mode in the library's words: its id, its name, the learner's progress.
    const MODE: Mode;
    /// A given answer is graded at once (a click is the answer), without Enter or Check.
    const GRADED_ON_ANSWER: bool = false;

    /// Whether the drill offers the mode under these rules (every system unless said).
    fn offered(_settings: &RuleSettings) -> bool {
        true
    }

    /// Deals a question; `None` when none came up.
    fn deal(from: &mut Dealing) -> Option<Self>;

    /// A drill set's hand asked in this mode; `None` in a mode sets do not ask.
    fn of_set(_question: &SetQuestion) -> Option<Self> {
        None
    }

    /// The scored winning hand the question is about, in modes that ask about one.
    fn question(&self) -> Option<&Question> {
        None
    }

    fn apply(&mut self, command: Self::Command);

    /// Grades the answer; `None` while it is empty or once graded.
    fn check(&mut self) -> Option<Outcome>;

    fn checked(&self) -> bool;

    /// The question, the answer's widgets and, once graded, the grade and the sheet.
    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<Self::Command>);
}

/// A question of mode `M` from the generator (the learner's saved positions aside).
pub fn deal_mode<M: DrillMode>(
    settings: &RuleSettings,
    target: &Target,
    level: Level,
    rng: &mut fastrand::Rng,
) -> Option<M> {
    let mut mine = MyPositions::default();
    M::deal(&mut Dealing {
        settings,
        target,
        level,
        rng,
        mine: &mut mine,
    })
}

/// The registry: each line a [`Task`] variant, the mode's type and its [`TaskCommand`]
/// variant, in the order the drill's mode picker shows them.
macro_rules! drill_modes {
    ($($variant:ident($drill:ty) => $command:ident,)*) => {
        /// The question in hand, one variant per mode.
        #[derive(Clone, Debug)]
        pub enum Task {
            $($variant($drill),)*
        }

        /// A change to the answer of the question in hand, one variant per mode.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum TaskCommand {
            $($command(<$drill as DrillMode>::Command),)*
        }

        impl Task {
            /// The modes the drill deals under these rules, in the picker's order.
            pub fn modes(settings: &RuleSettings) -> Vec<Mode> {
                let mut modes = Vec::new();
                $(if <$drill as DrillMode>::offered(settings) {
                    modes.push(<$drill as DrillMode>::MODE);
                })*
                modes
            }

            /// Deals a question of `mode`; `None` when the mode has none here or none came up.
            pub fn deal(mode: Mode, from: &mut Dealing) -> Option<Task> {
                $(if mode == <$drill as DrillMode>::MODE {
                    return <$drill as DrillMode>::deal(from).map(Task::$variant);
                })*
                None
            }

            /// The task of a drill set's hand, in the hand's mode.
            pub fn of_set(question: &SetQuestion) -> Option<Task> {
                $(if question.mode == <$drill as DrillMode>::MODE {
                    return <$drill as DrillMode>::of_set(question).map(Task::$variant);
                })*
                None
            }

            pub fn mode(&self) -> Mode {
                match self {
                    $(Task::$variant(_) => <$drill as DrillMode>::MODE,)*
                }
            }

            /// The scored winning hand the question is about, in modes that ask about one.
            pub fn question(&self) -> Option<&Question> {
                match self {
                    $(Task::$variant(d) => d.question(),)*
                }
            }

            /// Grades the answer; `None` while it is empty or once graded.
            pub fn check(&mut self) -> Option<Outcome> {
                match self {
                    $(Task::$variant(d) => d.check(),)*
                }
            }

            pub fn checked(&self) -> bool {
                match self {
                    $(Task::$variant(d) => d.checked(),)*
                }
            }

            /// Applies a command to the question in hand (one of another mode is dropped).
            pub fn apply(&mut self, command: TaskCommand) {
                match (self, command) {
                    $((Task::$variant(d), TaskCommand::$command(c)) => d.apply(c),)*
                    #[allow(unreachable_patterns)]
                    _ => {}
                }
            }

            /// Draws the question in hand; true when the answer given is to be graded at once.
            pub fn ui(
                &self,
                ui: &mut Ui,
                i18n: &I18n,
                corner_index: bool,
                out: &mut Vec<TaskCommand>,
            ) -> bool {
                match self {
                    $(Task::$variant(d) => {
                        let mut commands = Vec::new();
                        d.ui(ui, i18n, corner_index, &mut commands);
                        let answered = !commands.is_empty();
                        out.extend(commands.into_iter().map(TaskCommand::$command));
                        answered && <$drill as DrillMode>::GRADED_ON_ANSWER
                    })*
                }
            }
        }
    };
}

drill_modes! {
    Total(total::TotalDrill) => Total,
    Patterns(patterns::PatternsDrill) => Patterns,
    Payments(payments::PaymentsDrill) => Payments,
    Waits(waits::WaitsDrill) => Waits,
    BestReading(reading::ReadingDrill) => Reading,
    Discard(discard::DiscardDrill) => Discard,
    WallEnd(wall_end::WallEndDrill) => WallEnd,
}

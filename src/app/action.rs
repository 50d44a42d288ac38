//! Every keyboard action of the app, in one list: each [`Action`] owns its shortcuts, its
//! label (the message id the help panel shows beside its keys), where it applies and the
//! command it gives. The help panel ([`crate::app::help_keys`]) and the key handling
//! ([`crate::app::TilewiseApp`]'s shortcuts) both read [`Action::ALL`].

use crate::app::i18n::I18n;
use crate::app::screens::calculator::CalcCommand;
use crate::app::screens::drill::DrillCommand;
use crate::app::screens::recorder::RecorderCommand;
use crate::app::screens::recorder::move_entry::MoveEntryCommand;
use crate::app::screens::replays::ReplaysCommand;
use crate::app::{Command, Screen};
use egui::{Key, KeyboardShortcut, Modifiers};

/// Where an action's keys are answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everywhere.
    App,
    /// On the calculator.
    Calculator,
    /// On the recorder, while the move line has the focus or nothing is typed anywhere.
    RecorderMoves,
    /// On the replay screen.
    Replays,
    /// On the replay screen, outside text fields (plain keys).
    ReplayKeys,
}

/// A keyboard action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Show(Screen),
    ToggleHelp,
    NextQuestion,
    /// Redo in the calculator (before `Undo`: Ctrl+Z alone would also match Ctrl+Shift+Z).
    Redo,
    Undo,
    /// Takes back the recorder's last move.
    UndoMove,
    /// Saves the shown game record.
    SaveRecord,
    NoteAdd,
    NoteEdit,
    NoteDelete,
    Forward,
    Back,
    Start,
    End,
    PlayPause,
    NextEvent,
    PreviousEvent,
}

const fn command(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn plain(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

impl Action {
    /// Every action, in the order the help lists them and the keys are tried.
    pub const ALL: [Action; 23] = [
        Action::Show(Screen::Calculator),
        Action::Show(Screen::Drill),
        Action::Show(Screen::Rules),
        Action::Show(Screen::Replays),
        Action::Show(Screen::Progress),
        Action::Show(Screen::Recorder),
        Action::Show(Screen::Season),
        Action::ToggleHelp,
        Action::NextQuestion,
        Action::Redo,
        Action::Undo,
        Action::UndoMove,
        Action::SaveRecord,
        Action::NoteAdd,
        Action::NoteEdit,
        Action::NoteDelete,
        Action::Forward,
        Action::Back,
        Action::Start,
        Action::End,
        Action::PlayPause,
        Action::NextEvent,
        Action::PreviousEvent,
    ];

    /// The keys of the action (the first is the one the help shows).
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        const REDO: KeyboardShortcut =
            KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
        match self {
            Action::Show(Screen::Calculator) => const { &[command(Key::Num1)] },
            Action::Show(Screen::Drill) => const { &[command(Key::Num2)] },
            Action::Show(Screen::Rules) => const { &[command(Key::Num3)] },
            Action::Show(Screen::Replays) => const { &[command(Key::Num4)] },
            Action::Show(Screen::Progress) => const { &[command(Key::Num5)] },
            Action::Show(Screen::Recorder) => const { &[command(Key::Num6)] },
            Action::Show(Screen::Season) => const { &[command(Key::Num7)] },
            Action::ToggleHelp => const { &[plain(Key::F1)] },
            Action::NextQuestion => const { &[command(Key::N)] },
            Action::Redo => const { &[REDO, command(Key::Y)] },
            Action::Undo | Action::UndoMove => const { &[command(Key::Z)] },
            Action::SaveRecord => const { &[command(Key::S)] },
            Action::NoteAdd => const { &[plain(Key::A)] },
            Action::NoteEdit => const { &[plain(Key::E)] },
            Action::NoteDelete => const { &[plain(Key::Delete)] },
            Action::Forward => const { &[plain(Key::ArrowRight)] },
            Action::Back => const { &[plain(Key::ArrowLeft)] },
            Action::Start => const { &[plain(Key::Home)] },
            Action::End => const { &[plain(Key::End)] },
            Action::PlayPause => const { &[plain(Key::Space)] },
            Action::NextEvent => const { &[plain(Key::N)] },
            Action::PreviousEvent => const { &[plain(Key::P)] },
        }
    }

    /// The message id of the action's label, the line the help shows beside its keys.
    pub fn label_key(self) -> &'static str {
        match self {
            Action::Show(screen) => screen.label_key(),
            Action::ToggleHelp => "nav-help",
            Action::NextQuestion => "drill-next",
            Action::Redo => "calc-redo",
            Action::Undo => "calc-undo",
            Action::UndoMove => "recorder-moves-undo-key",
            Action::SaveRecord => "replays-save",
            Action::NoteAdd => "replays-note-add",
            Action::NoteEdit => "replays-note-edit",
            Action::NoteDelete => "replays-note-delete",
            Action::Forward => "replays-forward",
            Action::Back => "replays-back",
            Action::Start => "replays-start",
            Action::End => "replays-end",
            Action::PlayPause => "help-play-pause",
            Action::NextEvent => "replays-next-event",
            Action::PreviousEvent => "replays-previous-event",
        }
    }

    /// Where the action's keys are answered.
    pub fn scope(self) -> Scope {
        match self {
            Action::Show(_) | Action::ToggleHelp | Action::NextQuestion => Scope::App,
            Action::Redo | Action::Undo => Scope::Calculator,
            Action::UndoMove => Scope::RecorderMoves,
            Action::SaveRecord => Scope::Replays,
            _ => Scope::ReplayKeys,
        }
    }

    /// The command the action gives.
    pub fn command(self) -> Command {
        match self {
            Action::Show(screen) => Command::Show(screen),
            Action::ToggleHelp => Command::ToggleHelp,
            Action::NextQuestion => Command::Drill(DrillCommand::Next),
            Action::Redo => Command::Calc(CalcCommand::Redo),
            Action::Undo => Command::Calc(CalcCommand::Undo),
            Action::UndoMove => Command::Recorder(RecorderCommand::Moves(MoveEntryCommand::Undo)),
            Action::SaveRecord => Command::Replays(ReplaysCommand::Save),
            Action::NoteAdd => Command::Replays(ReplaysCommand::NoteAdd),
            Action::NoteEdit => Command::Replays(ReplaysCommand::NoteEdit),
            Action::NoteDelete => Command::Replays(ReplaysCommand::NoteDelete),
            Action::Forward => Command::Replays(ReplaysCommand::Step(1)),
            Action::Back => Command::Replays(ReplaysCommand::Step(-1)),
            Action::Start => Command::Replays(ReplaysCommand::Home),
            Action::End => Command::Replays(ReplaysCommand::End),
            Action::PlayPause => Command::Replays(ReplaysCommand::TogglePlay),
            Action::NextEvent => Command::Replays(ReplaysCommand::NextMarker),
            Action::PreviousEvent => Command::Replays(ReplaysCommand::PreviousMarker),
        }
    }

    /// The action's first keys as the help shows them: plain keys by their name (in the
    /// reader's language where it has one), others as the platform writes shortcuts.
    pub fn keys_text(self, ctx: &egui::Context, i18n: &I18n) -> String {
        let Some(shortcut) = self.shortcuts().first() else {
            return String::new();
        };
        if shortcut.modifiers != Modifiers::NONE || shortcut.logical_key == Key::F1 {
            return ctx.format_shortcut(shortcut);
        }
        match shortcut.logical_key {
            Key::Space => i18n.tr("help-key-space"),
            Key::ArrowLeft => i18n.tr("help-key-left"),
            Key::ArrowRight => i18n.tr("help-key-right"),
            key => key.name().to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_actions_of_one_scope_share_a_key_and_every_label_is_translated() {
        for (i, a) in Action::ALL.iter().enumerate() {
            assert!(!a.shortcuts().is_empty(), "{a:?}");
            for b in &Action::ALL[i + 1..] {
                let same_scope =
                    a.scope() == b.scope() || a.scope() == Scope::App || b.scope() == Scope::App;
                let shared = a.shortcuts().iter().any(|s| b.shortcuts().contains(s));
                assert!(!(same_scope && shared), "{a:?} and {b:?} share a key");
            }
        }
        for lang in crate::app::i18n::Lang::ALL {
            let i18n = I18n::new(lang);
            for a in Action::ALL {
                assert_ne!(i18n.tr(a.label_key()), a.label_key(), "{lang:?} {a:?}");
            }
        }
    }
}

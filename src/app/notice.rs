//! Notices: what the app has to tell the user about its files and effects (a damaged file kept
//! aside, a write that failed, no system file dialog, another Tilewise open), shown in a bar
//! under the top bar until dismissed. A notice keeps its message id and arguments, not a
//! translated string, so it follows a change of language.

use crate::app::Command;
use crate::app::i18n::I18n;
use crate::i18n::{Arg, Message};

/// How much a notice matters: its colour in the bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeLevel {
    /// Something done as asked, worth saying once (a file restored, kept aside).
    Info,
    /// Something went wrong, and nothing was lost (a damaged file kept aside).
    Warning,
    /// An effect failed (a write, a read): what the user asked for did not happen.
    Error,
}

/// One thing to tell the user: a message id of the `.ftl` files and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub level: NoticeLevel,
    /// The message id (`notice-…`, `error-…`).
    pub message_id: &'static str,
    /// The message's arguments: paths as text, reasons as messages of their own (said in
    /// the reader's language too).
    pub args: Vec<(&'static str, Arg)>,
    /// Further sentences said after the first (what was reset, where a file is kept), each
    /// a message of its own; their level is the notice's.
    pub parts: Vec<Notice>,
}

impl Notice {
    /// A notice without arguments.
    pub fn new(level: NoticeLevel, message_id: &'static str) -> Notice {
        Notice {
            level,
            message_id,
            args: Vec::new(),
            parts: Vec::new(),
        }
    }

    /// The same notice with one more sentence after it.
    pub fn then(mut self, part: Notice) -> Notice {
        self.parts.push(part);
        self
    }

    /// The first sentence alone, in the reader's language.
    fn headline(&self, i18n: &I18n) -> String {
        let message = Message {
            id: self.message_id.into(),
            args: self.args.clone(),
        };
        crate::files::one_line(&i18n.message(&message), NOTICE_MAX)
    }

    /// The same notice with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<String>) -> Notice {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// The same notice with one more argument that is a message (a typed error's words).
    pub fn arg_msg(mut self, name: &'static str, message: Message) -> Notice {
        self.args.push((name, Arg::Msg(message)));
        self
    }

    /// The notice in the reader's language, one line (its sentences one after another).
    pub fn text(&self, i18n: &I18n) -> String {
        let mut text = self.headline(i18n);
        for part in &self.parts {
            text.push(' ');
            text.push_str(&part.text(i18n));
        }
        text
    }
}

/// Why a file could not be written, without its path (the notice names it): a typed
/// [`crate::files::WriteError`] in the reader's language, the system's own words for the rest.
pub fn write_reason(e: &crate::files::WriteError) -> Message {
    use crate::files::WriteError;
    match e {
        WriteError::ReadOnly { .. } => Message::new("write-reason-read-only"),
        WriteError::NotAFile { .. } => Message::new("write-reason-not-a-file"),
        WriteError::IsInput { input, .. } => {
            Message::new("write-reason-is-input").text("input", input.display())
        }
        WriteError::Io { source, .. } => match source.kind() {
            std::io::ErrorKind::StorageFull => Message::new("write-reason-disk-full"),
            std::io::ErrorKind::PermissionDenied => Message::new("write-reason-permission"),
            _ => Message::new("write-reason-io").text("error", source),
        },
    }
}

/// The notice that a file could not be written, its reason in the reader's language.
pub fn write_failed(e: &crate::files::WriteError) -> Notice {
    Notice::new(NoticeLevel::Error, "notice-write-failed")
        .arg("path", e.path().display().to_string())
        .arg_msg("error", write_reason(e))
}

/// The notice of an effect that failed (its error, one line, in the reader's language).
pub fn failed(error: &str) -> Notice {
    Notice::new(NoticeLevel::Error, "notice-failed")
        .arg("error", crate::files::one_line(error, MESSAGE_MAX))
}

/// A notice that something failed, saying what was said of it (in the reader's language
/// where it is a message of ours).
pub fn failed_said(error: &crate::i18n::Said) -> Notice {
    match &error.message {
        Some(message) => {
            Notice::new(NoticeLevel::Error, "notice-failed").arg_msg("error", message.clone())
        }
        None => failed(&error.words),
    }
}

/// The longest message about a file shown in the app (a notice's error, a screen's line).
pub const MESSAGE_MAX: usize = 200;

/// The longest notice shown, in characters.
pub const NOTICE_MAX: usize = 300;
/// The most notices kept at once: the oldest go first.
pub const NOTICES_MAX: usize = 6;

/// The notices not yet dismissed, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices {
    list: Vec<Notice>,
}

impl Notices {
    /// Adds a notice (one equal to a shown one is not repeated).
    pub fn push(&mut self, notice: Notice) {
        if self.list.contains(&notice) {
            return;
        }
        if self.list.len() == NOTICES_MAX {
            self.list.remove(0);
        }
        self.list.push(notice);
    }

    /// Closes the `index`th notice (nothing when there is none).
    pub fn dismiss(&mut self, index: usize) {
        if index < self.list.len() {
            self.list.remove(index);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Notice> {
        self.list.iter()
    }

    /// Whether a notice with this message id is shown.
    pub fn has(&self, message_id: &str) -> bool {
        self.list.iter().any(|n| n.message_id == message_id)
    }
}

/// The notices, one line each, with a button that closes it.
pub fn notices_ui(ui: &mut egui::Ui, notices: &Notices, i18n: &I18n, out: &mut Vec<Command>) {
    for (index, notice) in notices.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let color = match notice.level {
                NoticeLevel::Info => ui.visuals().text_color(),
                NoticeLevel::Warning => ui.visuals().warn_fg_color,
                NoticeLevel::Error => ui.visuals().error_fg_color,
            };
            ui.colored_label(color, notice.headline(i18n));
            for part in &notice.parts {
                ui.label(part.text(i18n));
            }
            if ui.button(i18n.tr("notice-close")).clicked() {
                out.push(Command::DismissNotice(index));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;

    #[test]
    fn a_failed_write_is_said_in_the_readers_language_its_reason_included() {
        let path = std::path::PathBuf::from("/club/night.ron");
        let refused = crate::files::WriteError::ReadOnly { path: path.clone() };
        let notice = write_failed(&refused);
        let english = notice.text(&I18n::new(Lang::English));
        assert_eq!(
            english,
            "Could not write /club/night.ron: read-only: it is not replaced (make it writable first)"
        );
        for lang in [Lang::Russian, Lang::Polish] {
            let text = notice.text(&I18n::new(lang));
            assert!(text.contains("/club/night.ron"), "{lang:?}: {text}");
            assert!(
                !text.contains("read-only") && !text.contains("Could not"),
                "{lang:?}: {text}"
            );
        }
    }

    #[test]
    fn a_notice_is_said_in_the_readers_language_and_shown_once() {
        let notice = Notice::new(NoticeLevel::Warning, "notice-close");
        let mut notices = Notices::default();
        notices.push(notice.clone());
        notices.push(notice.clone());
        assert_eq!(notices.len(), 1);
        assert_ne!(
            notice.text(&I18n::new(Lang::English)),
            notice.text(&I18n::new(Lang::Russian))
        );
        for i in 0..10 {
            notices.push(Notice::new(NoticeLevel::Info, "notice-close").arg("n", i.to_string()));
        }
        assert_eq!(notices.len(), NOTICES_MAX);
        notices.dismiss(99);
        notices.dismiss(0);
        assert_eq!(notices.len(), NOTICES_MAX - 1);
    }
}

//! Engine messages as data: an id and named arguments, rendered by [`super::I18n::message`].
//!
//! A type the engine reports (a payment rule, an error, a refusal) implements [`Localized`]
//! with one line per variant, naming its message id and its arguments after the fields:
//!
//! ```
//! use tilewise::i18n::{I18n, Lang, Message};
//! let m = Message::new("error-hand-too-many-melds").int("n", 5);
//! assert_eq!(I18n::get(Lang::English).message(&m), "more than four melds (5)");
//! ```

use std::borrow::Cow;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number (Fluent picks the plural form from it).
    Int(i64),
    /// Text shown as it is: notation, a tile, a path, a name.
    Text(String),
    /// Another message, rendered in the same language (a wind's name, a suit's).
    Msg(Message),
}

/// What was said, kept untranslated until it is drawn in the reader's language
/// ([`crate::i18n::I18n::said`]): the message, and its English words for a reader whose
/// translations do not know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The message; `None` for words said as they are (a path, the system's reason).
    pub message: Option<Message>,
    pub words: String,
}

impl Said {
    /// An engine message (an error, a refusal) as it was said.
    pub fn of<T: Localized + std::fmt::Display + ?Sized>(value: &T) -> Said {
        Said {
            message: Some(value.message()),
            words: value.to_string(),
        }
    }

    /// A message of the app's own, by its id.
    pub fn id(id: &'static str) -> Said {
        Said::msg(Message::new(id))
    }

    /// A message of ours, its English words for a reader whose translations lack it.
    pub fn msg(message: Message) -> Said {
        Said {
            words: crate::i18n::I18n::english().message(&message),
            message: Some(message),
        }
    }

    /// Words said as they are, in whatever language they came in.
    pub fn words(words: impl Into<String>) -> Said {
        Said {
            message: None,
            words: words.into(),
        }
    }
}

/// A message: its id in the `.ftl` files and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a number.
    pub fn int(mut self, name: &'static str, n: impl TryInto<i64>) -> Message {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.args.push((name, Arg::Int(n)));
        self
    }

    /// Adds text shown as it is (notation, a tile, a name).
    pub fn text(mut self, name: &'static str, text: impl ToString) -> Message {
        self.args.push((name, Arg::Text(text.to_string())));
        self
    }

    /// Adds what was said: its message, else its words as they are.
    pub fn said(self, name: &'static str, said: &Said) -> Message {
        match &said.message {
            Some(message) => self.msg(name, message.clone()),
            None => self.text(name, &said.words),
        }
    }

    /// Adds another message, rendered in the same language.
    pub fn msg(mut self, name: &'static str, message: Message) -> Message {
        self.args.push((name, Arg::Msg(message)));
        self
    }
}

/// A value the engine reports that people read: it names its message.
///
/// One line per variant connects it to its text, e.g.
/// `HandError::TooManyMelds(n) => Message::new("error-hand-too-many-melds").int("n", *n)`;
/// `en.ftl`, `ru.ftl` and `pl.ftl` each hold `error-hand-too-many-melds = … { $n } …`.
/// A variant whose id no language has reads as its English `Display` (see `I18n::text`).
pub trait Localized {
    fn message(&self) -> Message;
}

//! Numbers in files that have a range: every numeric rule option, penalty amounts and
//! Sichuan's kong amounts. The reader of such a field takes whatever the file wrote (any RON
//! number, or a word) and refuses what lies outside the range with the field's name and the
//! range, so that `-1`, `1.5`, `1e3`, `NaN` and `4294967296` are all told apart from a
//! syntax error: "limit_fan: -1 is not allowed (allowed: 8 to 13)".
//!
//! Serde carries a reader's error as text only; the refusal is also kept here, on the reading
//! thread, so that [`crate::ron_text::parse_ron`] can hand it on typed (and so translated) instead
//! of as the English text.

use crate::i18n::{Localized, Message};
use serde::Deserializer;
use serde::de::{self, Visitor};
use std::cell::{Cell, RefCell};
use std::fmt;

/// The range of one number of a file: a rule option, or an amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionRange {
    /// The field's name as written in a file, e.g. `limit_fan`, `instant.bite`, `amount`.
    pub option: &'static str,
    pub min: u32,
    pub max: u32,
}

/// A number of a file outside its range (or no whole number at all): the field, the value as
/// read, and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{option}: {value} is not allowed (allowed: {min} to {max})")]
pub struct RuleOptionError {
    /// The field's name as written in a file, e.g. `self_draw_extra`, `instant.bite`.
    pub option: &'static str,
    /// The value as read: `-1`, `1.5`, `NaN`, `4294967296`, `"ten"`.
    pub value: String,
    pub min: u32,
    pub max: u32,
}

impl OptionRange {
    pub const fn new(option: &'static str, min: u32, max: u32) -> OptionRange {
        OptionRange { option, min, max }
    }

    /// Whether `value` lies in the range.
    pub const fn contains(&self, value: u32) -> bool {
        value >= self.min && value <= self.max
    }

    /// `value` if it lies in the range, else an error naming the field and the range.
    pub fn check(&self, value: u32) -> Result<u32, RuleOptionError> {
        if self.contains(value) {
            Ok(value)
        } else {
            Err(self.refusal(value))
        }
    }

    /// The error for a value outside the range, written as `value` shows it.
    pub fn refusal(&self, value: impl fmt::Display) -> RuleOptionError {
        RuleOptionError {
            option: self.option,
            value: value.to_string(),
            min: self.min,
            max: self.max,
        }
    }

    /// Reads the field from any value a file may hold: a whole number in the range (written
    /// as an integer or as a float without a fraction) is taken, anything else refused with
    /// [`RuleOptionError`].
    pub fn read<'de, D: Deserializer<'de>>(self, d: D) -> Result<u32, D::Error> {
        d.deserialize_any(RangeVisitor(self))
    }
}

thread_local! {
    /// The last refusal made while reading on this thread.
    static REFUSED: RefCell<Option<RuleOptionError>> = const { RefCell::new(None) };
}

thread_local! {
    /// Whether numbers out of range are brought into it rather than refused ([`clamping`]).
    static CLAMPING: Cell<bool> = const { Cell::new(false) };
}

/// Reads `T` with every ranged number brought into its range instead of refused: for the
/// app's own saved settings, which an older version may have written under other ranges
/// (`#[serde(deserialize_with = "crate::ron_text::ranged::clamping")]`). What is no number at
/// all is still refused.
pub fn clamping<'de, D: Deserializer<'de>, T: serde::Deserialize<'de>>(
    d: D,
) -> Result<T, D::Error> {
    let before = CLAMPING.with(|c| c.replace(true));
    let read = T::deserialize(d);
    CLAMPING.with(|c| c.set(before));
    read
}

/// The refusal behind a reader's error message, when the message is one of ours (taken: a
/// second call finds nothing).
pub(crate) fn take_refusal(message: &str) -> Option<RuleOptionError> {
    REFUSED
        .with(|r| r.borrow_mut().take())
        .filter(|e| e.to_string() == message)
}

/// Forgets any refusal left from an earlier read.
pub(crate) fn forget_refusal() {
    REFUSED.with(|r| r.borrow_mut().take());
}

struct RangeVisitor(OptionRange);

impl RangeVisitor {
    fn refuse<E: de::Error>(&self, value: impl fmt::Display) -> E {
        let error = self.0.refusal(value);
        let message = error.to_string();
        REFUSED.with(|r| *r.borrow_mut() = Some(error));
        E::custom(message)
    }

    /// A whole number `n` (shown as `shown`): taken in the range, clamped into it while
    /// [`clamping`], else refused.
    fn whole<E: de::Error>(&self, n: i128, shown: impl fmt::Display) -> Result<u32, E> {
        let (min, max) = (i128::from(self.0.min), i128::from(self.0.max));
        if (min..=max).contains(&n) || CLAMPING.with(Cell::get) {
            Ok(n.clamp(min, max) as u32)
        } else {
            Err(self.refuse(shown))
        }
    }
}

impl<'de> Visitor<'de> for RangeVisitor {
    type Value = u32;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a whole number from {} to {}", self.0.min, self.0.max)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u32, E> {
        self.whole(i128::from(v), v)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u32, E> {
        self.whole(i128::from(v), v)
    }

    fn visit_u128<E: de::Error>(self, v: u128) -> Result<u32, E> {
        self.whole(i128::try_from(v).unwrap_or(i128::MAX), v)
    }

    fn visit_i128<E: de::Error>(self, v: i128) -> Result<u32, E> {
        self.whole(v, v)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<u32, E> {
        // A float without a fraction reads as that whole number (`10.0`); `as` saturates.
        if v.is_finite() && (v.fract() == 0.0 || CLAMPING.with(Cell::get)) {
            self.whole(v.round() as i128, v)
        } else {
            Err(self.refuse(v))
        }
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<u32, E> {
        Err(self.refuse(v))
    }

    fn visit_char<E: de::Error>(self, v: char) -> Result<u32, E> {
        Err(self.refuse(format_args!("{v:?}")))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<u32, E> {
        let shown: String = v.chars().take(40).collect();
        Err(self.refuse(format_args!("{shown:?}")))
    }

    fn visit_unit<E: de::Error>(self) -> Result<u32, E> {
        Err(self.refuse("()"))
    }
}

/// Declares `fn $name(d) -> Result<u32, _>` reading a field through `$range`, for
/// `#[serde(deserialize_with = "…")]`.
macro_rules! ranged_field {
    ($(#[$doc:meta])* $name:ident, $range:expr) => {
        $(#[$doc])*
        fn $name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
            $range.read(d)
        }
    };
}
pub(crate) use ranged_field;

impl Localized for RuleOptionError {
    fn message(&self) -> Message {
        Message::new("error-option-value")
            .text("option", self.option)
            .text("value", &self.value)
            .int("min", self.min)
            .int("max", self.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    const LIMIT: OptionRange = OptionRange::new("limit", 1, 20);

    ranged_field!(limit, LIMIT);

    #[derive(Debug, Deserialize)]
    struct Options {
        #[serde(deserialize_with = "limit")]
        limit: u32,
    }

    fn read(value: &str) -> Result<u32, crate::ron_text::ParseError> {
        crate::ron_text::parse_ron::<Options>(&format!("(limit: {value})")).map(|o| o.limit)
    }

    #[test]
    fn any_number_in_range_is_read_and_anything_else_named_with_its_range() {
        assert_eq!(read("20").ok(), Some(20));
        assert_eq!(read("1").ok(), Some(1));
        assert_eq!(read("5.0").ok(), Some(5));
        for (text, shown) in [
            ("21", "21"),
            ("0", "0"),
            ("-1", "-1"),
            ("1.5", "1.5"),
            ("1e3", "1000"),
            ("NaN", "NaN"),
            ("inf", "inf"),
            ("4294967296", "4294967296"),
            // Past u64 RON reads a float.
            ("18446744073709551616", "18446744073709552000"),
            ("\"ten\"", "\"ten\""),
            ("true", "true"),
        ] {
            match read(text) {
                Err(crate::ron_text::ParseError::OptionValue {
                    line: 1,
                    column,
                    error,
                }) => {
                    assert!(column > 1, "{text}: column {column}");
                    assert_eq!(error, LIMIT.refusal(shown), "{text}");
                    assert_eq!(
                        error.to_string(),
                        format!("limit: {shown} is not allowed (allowed: 1 to 20)")
                    );
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[derive(Debug, Deserialize)]
    struct Saved {
        #[serde(deserialize_with = "clamping")]
        options: Options,
    }

    #[test]
    fn saved_settings_are_clamped_not_refused() {
        for (text, read) in [
            ("99", 20),
            ("0", 1),
            ("-5", 1),
            ("1e3", 20),
            ("7", 7),
            ("2.6", 3),
        ] {
            let saved = ron::from_str::<Saved>(&format!("(options: (limit: {text}))"));
            assert_eq!(saved.map(|s| s.options.limit).ok(), Some(read), "{text}");
        }
        assert!(ron::from_str::<Saved>("(options: (limit: \"x\"))").is_err());
        // Only inside: the next read refuses again.
        assert!(read("99").is_err());
    }

    #[test]
    fn a_refusal_is_taken_once_and_only_for_its_own_message() {
        let _ = read("99");
        assert_eq!(take_refusal("something else"), None);
        let e = LIMIT.refusal(99);
        REFUSED.with(|r| *r.borrow_mut() = Some(e.clone()));
        assert_eq!(take_refusal(&e.to_string()), Some(e.clone()));
        assert_eq!(take_refusal(&e.to_string()), None);
    }
}

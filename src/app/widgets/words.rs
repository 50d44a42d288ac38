//! Words the screens share: a house option with its value, seconds with the language's
//! decimal mark, a move of a hand as a seat sees it, a mistake's severity.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::formats::game_record::{Ask, Event, UNSEEN};
use crate::review::Severity;
use crate::rules::house::{OptionDef, OptionKind};
use crate::tiles::Wind;

/// The message key of a severity's name ("medium mistake"): the review's and the drill's.
pub fn severity_key(severity: Severity) -> &'static str {
    match severity {
        Severity::None => "review-severity-none",
        Severity::Small => "review-severity-small",
        Severity::Medium => "review-severity-medium",
        Severity::Big => "review-severity-big",
    }
}

/// A value of an option in the reader's language: on/off, the number, or the choice's name.
pub fn value_text(i18n: &I18n, def: &OptionDef, value: u32) -> String {
    match def.kind {
        OptionKind::Switch => i18n.tr(if value != 0 { "house-on" } else { "house-off" }),
        OptionKind::Number { .. } => value.to_string(),
        OptionKind::Choice(_) => i18n.tr(&format!("{}-{}", def.message_id(), def.value_id(value))),
    }
}

/// An option and its value as one line, e.g. "Minimum: WSOM, 5 points".
pub fn option_line(i18n: &I18n, def: &OptionDef, value: u32) -> String {
    format!(
        "{}: {}",
        i18n.tr(&def.message_id()),
        value_text(i18n, def, value)
    )
}

/// Seconds with one decimal, with the language's decimal mark.
pub fn seconds_text(i18n: &I18n, seconds: f32) -> String {
    i18n.decimal(f64::from(seconds), 1)
}

/// Whose tiles are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum View {
    #[default]
    AllOpen,
    Seat(Wind),
}

/// Whether one player's view hides what `seat` holds or draws (the seat is another player's).
pub fn hidden_from(view: View, seat: Wind) -> bool {
    matches!(view, View::Seat(w) if w != seat)
}

/// An event in words, as `view` sees it: another player's draw names no tile.
pub fn describe_event(i18n: &I18n, event: &Event, view: View) -> String {
    let w = |s: &Wind| wind_name(i18n, *s);
    let tiles =
        |t: &String| crate::rules::explain::group_named(i18n, &crate::tiles::parse_group(t));
    let (id, seat, tile): (&str, Option<&Wind>, String) = match event {
        Event::Draw(s, t) if hidden_from(view, *s) || t == UNSEEN => {
            ("event-draw-hidden", Some(s), String::new())
        }
        Event::Draw(s, t) => ("event-draw", Some(s), tiles(t)),
        Event::Discard(s, t) => ("event-discard", Some(s), tiles(t)),
        Event::Chow(s, t) => ("event-chow", Some(s), tiles(t)),
        Event::Pung(s) => ("event-pung", Some(s), String::new()),
        Event::ExposedKong(s) => ("event-exposed-kong", Some(s), String::new()),
        Event::ConcealedKong(s, t) => ("event-concealed-kong", Some(s), tiles(t)),
        Event::AddedKong(s, t) => ("event-added-kong", Some(s), tiles(t)),
        Event::Bonus(s, t) => ("event-bonus", Some(s), tiles(t)),
        Event::MissingSuit(s, suit) => (
            "event-missing-suit",
            Some(s),
            i18n.tr(&format!("suit-{}", suit.name())),
        ),
        Event::Win(r) => ("event-win", Some(&r.seat), String::new()),
        Event::Wins(rs) => {
            let names: Vec<String> = rs.iter().map(|r| w(&r.seat)).collect();
            return i18n.tr_args("event-wins", &[("seats", names.join(", ").into())]);
        }
        Event::Shown(s, t) => ("event-shown", Some(s), tiles(t)),
        Event::WallExhausted => ("event-wall-exhausted", None, String::new()),
        Event::Penalty(p) => {
            return i18n.tr_args(
                "event-penalty",
                &[
                    ("seat", w(&p.seat).into()),
                    ("amount", p.amount.into()),
                    ("reason", p.reason.clone().into()),
                ],
            );
        }
        Event::Note(text) => return i18n.tr_args("event-note", &[("text", text.clone().into())]),
        Event::Question(Ask::Discard) => return i18n.tr("event-question-discard"),
        Event::Question(Ask::Score) => return i18n.tr("event-question-score"),
    };
    let seat = seat.map(w).unwrap_or_default();
    i18n.tr_args(id, &[("seat", seat.into()), ("tile", tile.into())])
}

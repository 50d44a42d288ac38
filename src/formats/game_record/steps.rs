//! The steps of a hand in a record: the moves of a hand played move by move, or the entries
//! of a results-only hand; which of them the timeline marks; notes put among them. The viewer,
//! the quiz, `tilewise diagram` and the review all count steps this way.

use super::{Event, HandRecord, ResultEntry};

/// One step of a hand: a move of a hand played move by move, or an entry of a results-only
/// hand (its steps are its result entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    Move(&'a Event),
    Result(&'a ResultEntry),
}

impl<'a> Step<'a> {
    /// A note's text, when the step is a note.
    pub fn note(self) -> Option<&'a str> {
        match self {
            Step::Move(Event::Note(t)) | Step::Result(ResultEntry::Note(t)) => Some(t),
            _ => None,
        }
    }

    /// Whether the step is marked on the timeline (a win, a kong, a payment, the end).
    pub fn is_marker(self) -> bool {
        match self {
            Step::Move(e) => is_marker(e),
            Step::Result(e) => !matches!(e, ResultEntry::Note(_) | ResultEntry::Bonus(_)),
        }
    }
}

/// How many steps a hand has: its moves, or its result entries.
pub fn steps_of(hand: &HandRecord) -> usize {
    hand.result.as_ref().map_or(hand.events.len(), Vec::len)
}

/// Step `index` (0-based: step `index + 1`) of a hand.
pub fn step_of(hand: &HandRecord, index: usize) -> Option<Step<'_>> {
    match &hand.result {
        Some(entries) => entries.get(index).map(Step::Result),
        None => hand.events.get(index).map(Step::Move),
    }
}

/// Every step of a hand, in order.
pub fn steps(hand: &HandRecord) -> impl Iterator<Item = Step<'_>> {
    (0..steps_of(hand)).filter_map(|i| step_of(hand, i))
}

/// Whether an event is marked on the timeline (a win, a kong, a payment).
pub fn is_marker(event: &Event) -> bool {
    matches!(
        event,
        Event::Win(_)
            | Event::Wins(_)
            | Event::ExposedKong(_)
            | Event::ConcealedKong(..)
            | Event::AddedKong(..)
            | Event::Penalty(_)
            | Event::WallExhausted
            | Event::Question(_)
    )
}

/// Puts a note at `index` among a hand's steps (nothing when the place is gone).
pub fn insert_note(hand: &mut HandRecord, index: usize, text: String) {
    match &mut hand.result {
        Some(entries) if index <= entries.len() => entries.insert(index, ResultEntry::Note(text)),
        None if index <= hand.events.len() => hand.events.insert(index, Event::Note(text)),
        _ => {}
    }
}

/// Rewrites the note at `index` among a hand's steps; an empty text deletes it.
pub fn rewrite_note(hand: &mut HandRecord, index: usize, text: String) {
    match &mut hand.result {
        Some(entries) => match entries.get_mut(index) {
            Some(note @ ResultEntry::Note(_)) if !text.is_empty() => {
                *note = ResultEntry::Note(text)
            }
            Some(ResultEntry::Note(_)) => {
                entries.remove(index);
            }
            _ => {}
        },
        None => match hand.events.get_mut(index) {
            Some(note @ Event::Note(_)) if !text.is_empty() => *note = Event::Note(text),
            Some(Event::Note(_)) => {
                hand.events.remove(index);
            }
            _ => {}
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;

    fn record() -> crate::formats::game_record::GameRecord {
        parse_record(include_str!("../../../replays/club-night-zung-jung.ron")).expect("record")
    }

    #[test]
    fn a_results_only_hand_steps_through_its_entries() {
        let record = record();
        let hand = &record.hands[0];
        let entries = hand.result.as_ref().expect("results only");
        assert_eq!(steps_of(hand), entries.len());
        assert_eq!(steps(hand).count(), entries.len());
        assert_eq!(step_of(hand, 0), Some(Step::Result(&entries[0])));
        assert_eq!(step_of(hand, entries.len()), None);
    }

    #[test]
    fn notes_go_in_rewritten_and_out_again() {
        let mut hand = record().hands[0].clone();
        let before = steps_of(&hand);
        insert_note(&mut hand, 0, "read the wall".into());
        assert_eq!(steps_of(&hand), before + 1);
        assert_eq!(
            step_of(&hand, 0).and_then(Step::note),
            Some("read the wall")
        );
        assert!(!step_of(&hand, 0).is_some_and(Step::is_marker));
        rewrite_note(&mut hand, 0, "read the discards".into());
        assert_eq!(
            step_of(&hand, 0).and_then(Step::note),
            Some("read the discards")
        );
        // A place past the end, or a step that is not a note, is left alone.
        insert_note(&mut hand, before + 5, "nowhere".into());
        rewrite_note(&mut hand, 1, "not a note".into());
        assert_eq!(steps_of(&hand), before + 1);
        // An empty text deletes the note.
        rewrite_note(&mut hand, 0, String::new());
        assert_eq!(steps_of(&hand), before);
    }

    #[test]
    fn wins_kongs_and_payments_are_marked_draws_are_not() {
        assert!(is_marker(&Event::WallExhausted));
        assert!(!is_marker(&Event::Note("x".into())));
        let record =
            parse_record(include_str!("../../../replays/zj-short-demo.ron")).expect("demo");
        let hand = &record.hands[0];
        assert!(
            hand.events.iter().any(is_marker),
            "the demo hand ends in a win"
        );
        assert!(hand.events.iter().any(|e| !is_marker(e)));
    }
}

//! Grading the Patterns drill: the learner ticks the patterns that count; each pattern is
//! right, missed or counted wrongly, and a wrongly counted one carries the engine's reason.

use super::Question;
use super::mode::{Outcome, PatternResult};
use crate::hand::{Hand, Meld, MeldKind, WinMethod};
use crate::rules::{Evaluation, Exclusion, PatternDef, Scored, score};
use crate::tiles::{Tile, tiles_of};

/// Why a ticked pattern does not count, as the engine knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyNot {
    /// Present, but a higher pattern of the same series counts instead.
    SameSeries { by: &'static PatternDef },
    /// Present, but a limit hand counts alone.
    LimitAlone { by: &'static PatternDef },
    /// It counts in another reading of the tiles, not in the one worth most.
    OtherReading,
    /// It would count were the hand concealed (no claimed melds).
    NeedsConcealed,
    /// It would count were the winning tile drawn from the wall.
    NeedsSelfDraw,
    /// The hand does not show it.
    NotPresent,
}

impl WhyNot {
    /// Stable id of the reason (`same-series`), used in message ids (`drill-why-same-series`).
    pub fn id(self) -> &'static str {
        match self {
            WhyNot::SameSeries { .. } => "same-series",
            WhyNot::LimitAlone { .. } => "limit-alone",
            WhyNot::OtherReading => "other-reading",
            WhyNot::NeedsConcealed => "needs-concealed",
            WhyNot::NeedsSelfDraw => "needs-self-draw",
            WhyNot::NotPresent => "not-present",
        }
    }

    /// The pattern that displaced this one, when one did.
    pub fn by(self) -> Option<&'static PatternDef> {
        match self {
            WhyNot::SameSeries { by } | WhyNot::LimitAlone { by } => Some(by),
            _ => None,
        }
    }
}

/// How the learner did on one pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Ticked, and it counts.
    Right,
    /// It counts, but was not ticked.
    Missed,
    /// Ticked, but it does not count.
    CountedWrongly(WhyNot),
}

/// One pattern of the graded answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternMark {
    pub pattern: &'static PatternDef,
    pub mark: Mark,
    /// What the pattern is worth in the hand (0 for one that does not count).
    pub value: u32,
}

/// A graded Patterns answer: the counted patterns in the sheet's order, then the patterns
/// ticked wrongly in the order of the system's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternGrade {
    pub marks: Vec<PatternMark>,
}

impl PatternGrade {
    /// Every pattern right: all that count ticked, none ticked that does not.
    pub fn right(&self) -> bool {
        self.marks.iter().all(|m| m.mark == Mark::Right)
    }

    /// The grade for the learner's progress: each pattern counted or ticked, right or not.
    pub fn outcome(&self) -> Outcome {
        Outcome {
            right: self.right(),
            patterns: self
                .marks
                .iter()
                .map(|m| PatternResult {
                    pattern: m.pattern.id.to_string(),
                    right: m.mark == Mark::Right,
                })
                .collect(),
        }
    }
}

/// Grades the ticked pattern ids against the patterns that count in the question's hand.
pub fn grade_patterns(q: &Question, ticked: &[&str]) -> PatternGrade {
    let chosen = q.scored.chosen();
    let mut marks: Vec<PatternMark> = chosen
        .hits
        .iter()
        .map(|h| PatternMark {
            pattern: h.pattern,
            mark: if ticked.contains(&h.pattern.id) {
                Mark::Right
            } else {
                Mark::Missed
            },
            value: h.value,
        })
        .collect();
    for def in q.scored.settings.patterns() {
        if ticked.contains(&def.id) && !chosen.hits.iter().any(|h| h.pattern.id == def.id) {
            marks.push(PatternMark {
                pattern: def,
                mark: Mark::CountedWrongly(why_not(&q.hand, &q.scored, def.id)),
                value: 0,
            });
        }
    }
    PatternGrade { marks }
}

/// Whether an evaluation shows the pattern, counted or not.
fn shows(e: &Evaluation, id: &str) -> bool {
    e.hits.iter().any(|h| h.pattern.id == id) || e.excluded.iter().any(|x| x.hit.pattern.id == id)
}

/// Why a pattern does not count in the scored hand: the engine's exclusion in the chosen
/// reading, another reading, or what the hand would need (concealed, self-drawn) for it.
pub fn why_not(hand: &Hand, scored: &Scored, id: &str) -> WhyNot {
    let chosen = scored.chosen();
    if let Some(x) = chosen.excluded.iter().find(|x| x.hit.pattern.id == id) {
        return match x.why {
            Exclusion::SameSeries => WhyNot::SameSeries { by: x.by },
            Exclusion::FixedLimit => WhyNot::LimitAlone { by: x.by },
        };
    }
    if scored.evaluations.iter().any(|e| shows(e, id)) {
        return WhyNot::OtherReading;
    }
    let appears = |h: &Hand| {
        score(h, &scored.settings).is_ok_and(|s| s.evaluations.iter().any(|e| shows(e, id)))
    };
    if concealed_version(hand).is_some_and(|h| appears(&h)) {
        return WhyNot::NeedsConcealed;
    }
    if !hand.win.is_self_draw() {
        let mut drawn = hand.clone();
        drawn.win = WinMethod::SelfDraw;
        drawn.discarder = None;
        drawn.flags.humanly = false;
        drawn.flags.kong_shot = false;
        drawn.flags.final_discard = false;
        if appears(&drawn) {
            return WhyNot::NeedsSelfDraw;
        }
    }
    WhyNot::NotPresent
}

/// The hand with its claimed melds taken back into the concealed tiles (claimed kongs as
/// concealed kongs); `None` when it has no claimed meld or the result is no hand.
fn concealed_version(hand: &Hand) -> Option<Hand> {
    if !hand.melds.iter().any(|m| m.kind.is_claimed()) {
        return None;
    }
    let mut concealed: Vec<Tile> = tiles_of(&hand.concealed);
    let mut melds: Vec<Meld> = Vec::new();
    for m in &hand.melds {
        match m.kind {
            MeldKind::Chow | MeldKind::Pung => concealed.extend(m.tiles()),
            MeldKind::ExposedKong | MeldKind::AddedKong | MeldKind::ConcealedKong => {
                melds.push(Meld::new(MeldKind::ConcealedKong, m.tile));
            }
        }
    }
    Hand::new(
        &concealed,
        &melds,
        &hand.bonus,
        hand.winning_tile,
        hand.win,
        hand.situation(),
    )
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::Situation;
    use crate::rules::{RuleSettings, sheet_of};

    fn question(notation: &str, winning: &str, win: WinMethod, rules: RuleSettings) -> Question {
        let hand = Hand::from_notation(notation, winning, win, Situation::default())
            .unwrap_or_else(|e| panic!("{notation}: {e}"));
        let scored = score(&hand, &rules).expect("scores");
        let sheet = sheet_of(&hand, &scored);
        Question {
            pattern: String::new(),
            hand,
            scored,
            sheet,
            round_discards: Vec::new(),
        }
    }

    fn counted(q: &Question) -> Vec<&'static str> {
        q.scored
            .chosen()
            .hits
            .iter()
            .map(|h| h.pattern.id)
            .collect()
    }

    #[test]
    fn ticking_exactly_the_counted_patterns_is_right() {
        // All Sequences + Concealed Hand.
        let q = question(
            "123m456p789s234s55m",
            "5m",
            WinMethod::Discard,
            RuleSettings::default(),
        );
        let ids = counted(&q);
        assert_eq!(ids.len(), 2, "{ids:?}");
        let grade = grade_patterns(&q, &ids);
        assert!(grade.right());
        assert!(grade.outcome().right);
        assert_eq!(grade.outcome().patterns.len(), 2);
    }

    #[test]
    fn a_missed_pattern_and_one_not_present_are_wrong() {
        let q = question(
            "123m456p789s234s55m",
            "5m",
            WinMethod::Discard,
            RuleSettings::default(),
        );
        let ids = counted(&q);
        let all_pungs = "zj.4.1";
        let grade = grade_patterns(&q, &[ids[0], all_pungs]);
        assert!(!grade.right());
        let marks: Vec<Mark> = grade.marks.iter().map(|m| m.mark).collect();
        assert_eq!(
            marks,
            vec![
                Mark::Right,
                Mark::Missed,
                Mark::CountedWrongly(WhyNot::NotPresent)
            ]
        );
        let outcome = grade.outcome();
        assert_eq!(
            outcome.patterns.iter().filter(|p| !p.right).count(),
            2,
            "the missed and the wrong one"
        );
    }

    #[test]
    fn a_pattern_displaced_by_its_series_says_which_one_counts() {
        // Three concealed triplets, self-drawn: the lower pattern of the series is present.
        let q = question(
            "111m222p333s456m99s",
            "9s",
            WinMethod::SelfDraw,
            RuleSettings::default(),
        );
        let x = q
            .scored
            .chosen()
            .excluded
            .iter()
            .find(|x| x.why == Exclusion::SameSeries)
            .expect("a pattern displaced by its series");
        let grade = grade_patterns(&q, &[x.hit.pattern.id]);
        let wrong = grade
            .marks
            .iter()
            .find(|m| m.pattern.id == x.hit.pattern.id)
            .expect("graded");
        assert_eq!(
            wrong.mark,
            Mark::CountedWrongly(WhyNot::SameSeries { by: x.by })
        );
        assert!(!grade.right());
    }

    #[test]
    fn a_concealed_pattern_in_an_exposed_hand_needs_a_concealed_hand() {
        let q = question(
            "123m456p234s55m [789s]",
            "5m",
            WinMethod::Discard,
            RuleSettings::default(),
        );
        let concealed = "zj.1.2";
        let grade = grade_patterns(&q, &[concealed]);
        let m = grade
            .marks
            .iter()
            .find(|m| m.pattern.id == concealed)
            .expect("graded");
        assert_eq!(m.mark, Mark::CountedWrongly(WhyNot::NeedsConcealed));
    }

    #[test]
    fn a_self_draw_pattern_on_a_discard_needs_a_self_draw() {
        // Hong Kong's self-drawn fan.
        let rules = RuleSettings::from_id("hk-old-style").expect("system");
        let q = question(
            "123m456p789s234s55m",
            "5m",
            WinMethod::Discard,
            rules.clone(),
        );
        let self_drawn = "hk.os.self_draw";
        let grade = grade_patterns(&q, &[self_drawn]);
        let m = grade
            .marks
            .iter()
            .find(|m| m.pattern.id == self_drawn)
            .expect("graded");
        assert_eq!(m.mark, Mark::CountedWrongly(WhyNot::NeedsSelfDraw));
    }
}

//! The advisor's answer as JSON (`tilewise advise --json`; `review --json` reuses the
//! candidate objects): `{"shanten": n, "candidates": [{"choice": "discard 5m", "discard": "5m",
//! "shanten": k, "ukeire": [{"tile": "3m", "left": 2}], "win_chance": p, "deal_in": q,
//! "danger": d, "expected": x, "expected_error": e, "loss": l, "loss_error": f, "equal": true,
//! "reasons": [...]}], "best": "5m", "equal": ["5m", "9p"], "seed": s, "rollouts_used": n}`
//! (docs/advisor.md).

use serde::Serialize;

use super::{Advice, Candidate, Choice, Reason};

/// One candidate as JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CandidateJson {
    /// The discarded tile; `null` for any other choice.
    pub discard: Option<String>,
    /// The choice in words: `discard 5m`, `kong 5m`, `win`, `pung`, `chow 3m`, `pass`.
    pub choice: String,
    pub shanten: i32,
    pub ukeire: Vec<ImprovingJson>,
    /// The improving tiles' copies left, in all.
    pub ukeire_left: u32,
    /// `null` when values were not asked for.
    pub win_chance: Option<f64>,
    pub win_chance_error: Option<f64>,
    /// The chance another seat wins on this discard or a later one of the player's.
    pub deal_in: Option<f64>,
    /// The chance another seat wins on this very discard, at once.
    pub deal_in_now: Option<f64>,
    /// What the player expects to pay for dealing in.
    pub danger: Option<f64>,
    /// ... at once, with this very discard.
    pub danger_now: Option<f64>,
    /// The expected net result of the rest of the hand, in the system's unit.
    pub expected: Option<f64>,
    pub expected_error: Option<f64>,
    /// The best's net result less this one's, paired on the same futures (0 for the best).
    pub loss: Option<f64>,
    pub loss_error: Option<f64>,
    /// Not told apart from the best (see [`crate::review::Candidate::equal`]).
    pub equal: bool,
    /// Rollouts behind the values (0: exact); `null` without values.
    pub samples: Option<u32>,
    /// Short reasons, as ids with their numbers (words in the reader's language in the text
    /// and the app).
    pub reasons: Vec<ReasonJson>,
}

/// A reason as JSON: its id and numbers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReasonJson {
    pub reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub this: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shanten: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f64>,
    /// `win_chance`, `win_net`: the figure of the choice set against (`value`: this one's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_value: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<&'static str>,
    /// `waits_worth`: each amount with its winning tiles, the dearest first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waits: Option<Vec<WaitWorthJson>>,
}

/// What a win brings with these winning tiles, on a discard and self-drawn (`null`: the
/// engine refuses that win).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WaitWorthJson {
    pub on_discard: Option<u32>,
    pub self_drawn: Option<u32>,
    pub tiles: String,
}

/// A reason's JSON.
pub fn reason_json(r: &Reason) -> ReasonJson {
    let mut j = ReasonJson {
        reason: "",
        this: None,
        other: None,
        shanten: None,
        pattern: None,
        value: None,
        other_value: None,
        seat: None,
        waits: None,
    };
    match *r {
        Reason::WaitsWorth { ref waits, .. } => {
            j.reason = "waits_worth";
            j.waits = Some(
                waits
                    .iter()
                    .map(|w| WaitWorthJson {
                        on_discard: w.on_discard,
                        self_drawn: w.self_drawn,
                        tiles: crate::tiles::format_tiles(&w.tiles),
                    })
                    .collect(),
            );
        }
        Reason::MoreImproving { this, other } => {
            j.reason = "more_improving";
            (j.this, j.other) = (Some(this), Some(other));
        }
        Reason::FewerImproving { this, best } => {
            j.reason = "fewer_improving";
            (j.this, j.other) = (Some(this), Some(best));
        }
        Reason::Closer { shanten } => {
            j.reason = "closer";
            j.shanten = Some(shanten);
        }
        Reason::Further { shanten } => {
            j.reason = "further";
            j.shanten = Some(shanten);
        }
        Reason::DeadWait => j.reason = "dead_wait",
        Reason::KeepsPattern { pattern, value, .. } => {
            j.reason = "keeps_pattern";
            j.pattern = Some(pattern);
            j.value = Some(f64::from(value));
        }
        Reason::Seen { times } => {
            j.reason = "seen";
            j.this = Some(u32::from(times));
        }
        Reason::TheirMissingSuit { seat } => {
            j.reason = "their_missing_suit";
            j.seat = Some(seat_id(seat));
        }
        Reason::DealIn { chance, .. } => {
            j.reason = "deal_in";
            j.value = Some(chance);
        }
        Reason::WinChance { this, other } => {
            j.reason = "win_chance";
            (j.value, j.other_value) = (Some(this), Some(other));
        }
        Reason::WinNet { this, other, .. } => {
            j.reason = "win_net";
            (j.value, j.other_value) = (Some(this), Some(other));
        }
        Reason::WinsNow { amount, .. } => {
            j.reason = "wins_now";
            j.value = Some(amount);
        }
    }
    j
}

/// A seat's id in JSON: "east", "south", "west", "north".
pub fn seat_id(w: crate::tiles::Wind) -> &'static str {
    match w {
        crate::tiles::Wind::East => "east",
        crate::tiles::Wind::South => "south",
        crate::tiles::Wind::West => "west",
        crate::tiles::Wind::North => "north",
    }
}

/// One improving tile as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ImprovingJson {
    pub tile: String,
    pub left: u8,
}

/// The whole answer as JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AdviceJson {
    pub shanten: i32,
    pub candidates: Vec<CandidateJson>,
    /// The best choice: the tile for a discard, else the choice in words.
    pub best: Option<String>,
    /// The choices not told apart from the best, the best first (as `best` names them).
    pub equal: Vec<String>,
    pub seed: u64,
    pub rollouts_used: u32,
}

/// A choice in words, as the JSON writes it (`discard 5m`, `kong 5m`, `chow 3m`, …).
pub fn choice_text(choice: Choice) -> String {
    match choice {
        Choice::Discard(t) => format!("discard {t}"),
        Choice::Kong(t) => format!("kong {t}"),
        Choice::Win => "win".to_string(),
        Choice::Pung => "pung".to_string(),
        Choice::Chow(t) => format!("chow {t}"),
        Choice::Pass => "pass".to_string(),
    }
}

/// How `best` (and `review`'s `played`) names a choice: the tile of a discard, else
/// [`choice_text`].
pub fn choice_key(choice: Choice) -> String {
    match choice {
        Choice::Discard(t) => t.to_string(),
        other => choice_text(other),
    }
}

pub fn candidate_json(c: &Candidate) -> CandidateJson {
    CandidateJson {
        discard: match c.choice {
            Choice::Discard(t) => Some(t.to_string()),
            _ => None,
        },
        choice: choice_text(c.choice),
        shanten: c.shanten,
        ukeire: c
            .ukeire
            .iter()
            .map(|i| ImprovingJson {
                tile: i.tile.to_string(),
                left: i.left,
            })
            .collect(),
        ukeire_left: super::tiles_left(c),
        win_chance: c.value.map(|v| v.win_chance),
        win_chance_error: c.value.map(|v| v.win_chance_error),
        deal_in: c.value.map(|v| v.deal_in),
        deal_in_now: c.value.map(|v| v.deal_in_now),
        danger_now: c.value.map(|v| v.danger_now),
        danger: c.value.map(|v| v.danger),
        expected: c.value.map(|v| v.expected),
        expected_error: c.value.map(|v| v.expected_error),
        loss: c.loss.map(|l| l.mean),
        loss_error: c.loss.map(|l| l.error),
        equal: c.equal,
        samples: c.value.map(|v| v.samples),
        reasons: c.reasons.iter().map(reason_json).collect(),
    }
}

pub fn advice_json(advice: &Advice) -> AdviceJson {
    AdviceJson {
        shanten: advice.shanten,
        candidates: advice.candidates.iter().map(candidate_json).collect(),
        best: advice.best().map(choice_key),
        equal: advice.equal().map(choice_key).collect(),
        seed: advice.seed,
        rollouts_used: advice.rollouts_used,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::input::test_support::position;
    use crate::review::{AdviseOptions, advise};

    #[test]
    fn json_names_discards_and_other_choices() {
        let p = position("zj", "1111m456p789s1122z", &[], "");
        let options = AdviseOptions {
            values: false,
            ..AdviseOptions::default()
        };
        let a = advise(&p, &options).unwrap();
        let v = serde_json::to_value(advice_json(&a)).unwrap();
        assert_eq!(v["shanten"], 0);
        let kong = v["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["choice"] == "kong 1m")
            .unwrap();
        assert!(kong["discard"].is_null());
        assert!(kong["win_chance"].is_null());
        let first = &v["candidates"][0];
        assert_eq!(v["best"], first["discard"]);
        assert_eq!(first["ukeire"][0]["tile"].as_str().map(str::len), Some(2));
    }
}

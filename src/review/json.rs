//! The advisor's answer as JSON (`tilewise advise --json`; `review --json` reuses the
//! candidate objects): `{"shanten": n, "candidates": [{"discard": "5m", "choice": "discard 5m",
//! "shanten": k, "ukeire": [{"tile": "3m", "left": 2}], "win_chance": p, "expected": x}],
//! "best": "5m"}`.

use serde::Serialize;

use super::{Advice, Candidate, Choice};

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
    pub expected: Option<f64>,
    /// Rollouts behind the values (0: exact); `null` without values.
    pub samples: Option<u32>,
    pub win_chance_error: Option<f64>,
    pub expected_error: Option<f64>,
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
        expected: c.value.map(|v| v.expected),
        samples: c.value.map(|v| v.samples),
        win_chance_error: c.value.map(|v| v.win_chance_error),
        expected_error: c.value.map(|v| v.expected_error),
    }
}

pub fn advice_json(advice: &Advice) -> AdviceJson {
    AdviceJson {
        shanten: advice.shanten,
        candidates: advice.candidates.iter().map(candidate_json).collect(),
        best: advice.best().map(choice_key),
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

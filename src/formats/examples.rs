//! One example hand for every pattern, for the rules reference and the drills.

use crate::formats::HandFile;
use crate::ron_text::parse_ron;
use std::sync::OnceLock;

/// A pattern id and a hand that shows it: a valid win under the hand's own `rules` whose
/// chosen reading counts the pattern.
#[derive(Clone, Debug, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    pub pattern: String,
    pub hand: HandFile,
}

/// The examples file, compiled in.
const EXAMPLES_RON: &str = include_str!("../../assets/examples.ron");

/// The bundled examples (assets/examples.ron, compiled in), parsed once.
///
/// The file is part of the build and a unit test parses it; were it ever broken, the app
/// would show no examples rather than stop.
pub fn examples() -> &'static [Example] {
    static EXAMPLES: OnceLock<Vec<Example>> = OnceLock::new();
    EXAMPLES.get_or_init(|| parse_ron(EXAMPLES_RON).unwrap_or_default())
}

/// The example for a pattern id.
pub fn example_for(id: &str) -> Option<&'static Example> {
    examples().iter().find(|e| e.pattern == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{
        PatternDef, RuleSettings, Verdict, hong_kong, score, sichuan, singapore, zung_jung,
    };
    use std::collections::BTreeMap;

    /// Every pattern of every rule system (chicken and base hands included), with the rule
    /// system whose table holds it.
    fn all_patterns() -> Vec<(&'static PatternDef, &'static str)> {
        let mut all = Vec::new();
        let mut add = |defs: Vec<&'static PatternDef>, system: &'static str| {
            all.extend(defs.into_iter().map(|d| (d, system)));
        };
        add(
            zung_jung::PATTERNS
                .iter()
                .map(|p| &p.def)
                .chain([&zung_jung::CHICKEN])
                .collect(),
            "zung-jung",
        );
        add(
            hong_kong::OLD_STYLE
                .iter()
                .map(|p| &p.def)
                .chain([&hong_kong::CHICKEN])
                .collect(),
            "hk-old-style",
        );
        add(
            hong_kong::NEW_STYLE.iter().map(|p| &p.def).collect(),
            "hk-new-style",
        );
        add(
            singapore::PATTERNS
                .iter()
                .map(|p| &p.def)
                .chain([&singapore::CHICKEN])
                .collect(),
            "singapore",
        );
        add(
            sichuan::PATTERNS
                .iter()
                .map(|p| &p.def)
                .chain([&sichuan::CHICKEN])
                .collect(),
            "sichuan",
        );
        all
    }

    /// Chicken and base hands: the worth of a hand without any pattern.
    fn is_chicken(id: &str) -> bool {
        [
            zung_jung::CHICKEN.id,
            hong_kong::CHICKEN.id,
            singapore::CHICKEN.id,
            sichuan::CHICKEN.id,
        ]
        .contains(&id)
    }

    #[test]
    fn the_file_parses() {
        let parsed = parse_ron::<Vec<Example>>(EXAMPLES_RON);
        assert!(parsed.is_ok(), "assets/examples.ron: {:?}", parsed.err());
        assert!(!examples().is_empty());
        assert_eq!(parsed.map(|v| v.len()).ok(), Some(examples().len()));
    }

    #[test]
    fn every_pattern_has_exactly_one_example() {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for e in examples() {
            *counts.entry(e.pattern.as_str()).or_default() += 1;
        }
        let patterns = all_patterns();
        let missing: Vec<&str> = patterns
            .iter()
            .map(|(d, _)| d.id)
            .filter(|id| !counts.contains_key(id))
            .collect();
        assert!(
            missing.is_empty(),
            "patterns without an example: {missing:?}"
        );
        let repeated: Vec<_> = counts.iter().filter(|(_, n)| **n > 1).collect();
        assert!(
            repeated.is_empty(),
            "patterns with several examples: {repeated:?}"
        );
        let unknown: Vec<&&str> = counts
            .keys()
            .filter(|id| !patterns.iter().any(|(d, _)| d.id == **id))
            .collect();
        assert!(
            unknown.is_empty(),
            "examples of unknown patterns: {unknown:?}"
        );
        assert_eq!(examples().len(), patterns.len());
    }

    #[test]
    fn example_for_finds_each_pattern() {
        for (def, _) in all_patterns() {
            let e = example_for(def.id).map(|e| e.pattern.as_str());
            assert_eq!(e, Some(def.id));
        }
        assert!(example_for("zj.0.0").is_none());
    }

    #[test]
    fn every_example_is_a_win_counting_its_pattern() {
        let systems: BTreeMap<&str, &str> = all_patterns()
            .into_iter()
            .map(|(d, system)| (d.id, system))
            .collect();
        let mut failures = Vec::new();
        for e in examples() {
            let id = e.pattern.as_str();
            // Through the text form, as a hand file is read.
            let (file, hand) = match HandFile::parse(&e.hand.to_ron()) {
                Ok(parsed) => parsed,
                Err(err) => {
                    failures.push(format!("{id}: invalid hand: {err}"));
                    continue;
                }
            };
            if file != e.hand {
                failures.push(format!("{id}: the hand does not round-trip through RON"));
            }
            if let Some(system) = systems.get(id)
                && file.rules.id() != *system
            {
                failures.push(format!(
                    "{id}: scored under {}, but the pattern is {system}'s",
                    file.rules.id()
                ));
            }
            let scored = match score(&hand, &file.rules) {
                Ok(s) => s,
                Err(err) => {
                    failures.push(format!("{id}: not scored: {err}"));
                    continue;
                }
            };
            let chosen = scored.chosen();
            let counted: Vec<&str> = chosen.hits.iter().map(|h| h.pattern.id).collect();
            if !counted.contains(&id) {
                let excluded: Vec<&str> =
                    chosen.excluded.iter().map(|x| x.hit.pattern.id).collect();
                failures.push(format!(
                    "{id}: not counted; counted {counted:?}, excluded {excluded:?}"
                ));
            }
            if scored.verdict != Verdict::Win && !is_chicken(id) {
                failures.push(format!("{id}: not a win: {:?}", scored.verdict));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn rule_systems_of_the_examples_are_known() {
        for e in examples() {
            assert!(
                RuleSettings::IDS.contains(&e.hand.rules.id()),
                "{}",
                e.pattern
            );
        }
    }
}

//! Building pattern tables: the data of a pattern before its detector is attached.

use super::{Facts, Found, Pattern, PatternDef};

/// A pattern's data, built up with the functions below.
pub(crate) struct Spec {
    pub id: &'static str,
    pub name: &'static str,
    pub value: u32,
    pub series: Option<&'static str>,
    pub limit: bool,
    pub interpretation: bool,
    pub rule: &'static str,
}

/// A pattern worth `value` (points, fan or tai) each time it occurs.
pub(crate) const fn valued(
    id: &'static str,
    name: &'static str,
    value: u32,
    rule: &'static str,
) -> Spec {
    Spec {
        id,
        name,
        value,
        series: None,
        limit: false,
        interpretation: false,
        rule,
    }
}

/// A limit hand: it counts alone, at the value the rule options give it.
pub(crate) const fn limit(id: &'static str, name: &'static str, rule: &'static str) -> Spec {
    Spec {
        id,
        name,
        value: 0,
        series: None,
        limit: true,
        interpretation: false,
        rule,
    }
}

/// Marks the definition as the project's reading of a terse source line.
pub(crate) const fn interpreted(spec: Spec) -> Spec {
    Spec {
        interpretation: true,
        ..spec
    }
}

/// Puts the pattern in a series: only the highest of a series counts.
pub(crate) const fn in_series(spec: Spec, series: &'static str) -> Spec {
    Spec {
        series: Some(series),
        ..spec
    }
}

/// The pattern with its detector.
pub(crate) const fn pattern(spec: Spec, detect: fn(&Facts) -> Option<Found>) -> Pattern {
    let Spec {
        id,
        name,
        value,
        series,
        limit,
        interpretation,
        rule,
    } = spec;
    Pattern {
        def: PatternDef {
            id,
            name,
            value,
            series,
            limit,
            interpretation,
            rule,
        },
        detect,
        needs: 0,
    }
}

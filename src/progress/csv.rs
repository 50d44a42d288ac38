//! The progress as CSV ([`crate::spreadsheet`]: RFC 4180, text cells neutralised): every
//! kept answer, and a summary per pattern.

use super::Progress;
use crate::rules::RuleSettings;
use crate::spreadsheet::{Table, number, text};
use chrono::{DateTime, SecondsFormat};

/// A time as ISO 8601 in UTC (`2026-06-01T09:30:00Z`).
pub fn iso_time(unix_s: u64) -> String {
    i64::try_from(unix_s)
        .ok()
        .and_then(|s| DateTime::from_timestamp(s, 0))
        .map(|t| t.to_rfc3339_opts(SecondsFormat::Secs, true))
        .unwrap_or_default()
}

/// Every kept answer: `time,system,mode,level,right,seconds,patterns`; the patterns as
/// `id` (right) or `!id` (missed), separated by `;`.
pub fn attempts_csv(progress: &Progress) -> String {
    let mut out = Table::new();
    out.header(&[
        "time", "system", "mode", "level", "right", "seconds", "patterns",
    ]);
    for a in &progress.attempts {
        let patterns = a
            .patterns
            .iter()
            .map(|p| {
                if p.right {
                    p.pattern.clone()
                } else {
                    format!("!{}", p.pattern)
                }
            })
            .collect::<Vec<_>>()
            .join(";");
        out.row(&[
            number(iso_time(a.at_unix_s)),
            text(a.system.as_str()),
            number(a.mode.id()),
            number(a.level.id()),
            number(a.right),
            number(format_args!("{:.1}", a.seconds)),
            text(patterns),
        ]);
    }
    out.finish()
}

/// One line per (system, pattern), weakest first within a system:
/// `system,pattern,name,attempts,right,accuracy,mean_seconds,last_seen,next_due`.
pub fn patterns_csv(progress: &Progress) -> String {
    let mut out = Table::new();
    out.header(&[
        "system",
        "pattern",
        "name",
        "attempts",
        "right",
        "accuracy",
        "mean_seconds",
        "last_seen",
        "next_due",
    ]);
    for system in progress.systems.keys() {
        let defs = RuleSettings::from_id(system)
            .map(|s| s.patterns())
            .unwrap_or_default();
        for r in progress.pattern_rows(system) {
            let name = defs
                .iter()
                .find(|d| d.id == r.pattern)
                .map_or("", |d| d.name);
            let t = &r.record.tally;
            out.row(&[
                text(system.as_str()),
                text(r.pattern),
                text(name),
                number(t.attempts),
                number(t.right),
                number(format_args!("{:.3}", t.accuracy())),
                number(format_args!("{:.1}", t.mean_seconds())),
                number(iso_time(t.last_seen)),
                number(iso_time(r.record.card.due)),
            ]);
        }
    }
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{T0, attempt};
    use super::*;

    #[test]
    fn times_are_iso_8601() {
        assert_eq!(iso_time(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso_time(T0), "2026-05-28T20:26:40Z");
    }

    #[test]
    fn answers_and_patterns_as_csv() {
        let mut p = Progress::default();
        p.record(attempt(T0, &["zj.1.1", "!zj.3.1"], 7.25));
        let mut odd = attempt(T0 + 60, &["x,\"y\""], 2.0);
        odd.system = "sichuan".into();
        p.record(odd);
        let csv = attempts_csv(&p);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines[0], "time,system,mode,level,right,seconds,patterns");
        assert_eq!(
            lines[1],
            "2026-05-28T20:26:40Z,zung-jung,total,standard,false,7.2,zj.1.1;!zj.3.1"
        );
        assert_eq!(
            lines[2],
            "2026-05-28T20:27:40Z,sichuan,total,standard,true,2.0,\"x,\"\"y\"\"\""
        );
        assert_eq!(lines[3], "");
        assert_eq!(lines.len(), 4);
        let summary = patterns_csv(&p);
        let lines: Vec<&str> = summary.split("\r\n").collect();
        assert_eq!(
            lines[0],
            "system,pattern,name,attempts,right,accuracy,mean_seconds,last_seen,next_due"
        );
        assert_eq!(
            lines[1],
            "sichuan,\"x,\"\"y\"\"\",,1,1,1.000,2.0,2026-05-28T20:27:40Z,2026-05-28T20:37:40Z"
        );
        // Zung Jung: the missed pattern first, with its English name.
        assert!(lines[2].starts_with("zung-jung,zj.3.1,"), "{}", lines[2]);
        assert!(lines[2].contains(",1,0,0.000,7.2,"), "{}", lines[2]);
        assert!(lines[3].starts_with("zung-jung,zj.1.1,"), "{}", lines[3]);
        assert_eq!(lines.len(), 5);
    }
}

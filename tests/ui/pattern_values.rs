//! Zung Jung's limit patterns say their points on every screen: the Drill's pattern list, the
//! Rules screen and the Calculator's score sheet show the same 480 or 400 (the house rules'
//! Four Identical Sequences too), in English, Russian and Polish.

use crate::harness::{app_harness, apply};
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::calculator::CalcCommand;
use tilewise::app::screens::drill::DrillCommand;
use tilewise::app::screens::rules::RulesCommand;
use tilewise::app::{Command, Screen, Settings};
use tilewise::drill::mode::Mode;
use tilewise::rules::RuleId;
use tilewise::rules::RuleSettings;
use tilewise::rules::zung_jung::FourIdenticalSequences;

/// Zung Jung's limit patterns checked, with a hand that scores each in the Calculator.
const HANDS: [(&str, &str); 2] = [
    ("zj.2.2", "1112345678999m 5m"),
    ("zj.5.1.4", "123123123123m5p 5p"),
];

#[test]
fn zung_jung_limit_values_match_across_drill_rules_and_calculator() {
    for (lang, four_identical, want) in [
        (Lang::English, FourIdenticalSequences::Points480, [480, 480]),
        (Lang::Russian, FourIdenticalSequences::Points400, [480, 400]),
        (Lang::Polish, FourIdenticalSequences::Points480, [480, 480]),
    ] {
        let mut settings = Settings {
            language: lang,
            ..Settings::default()
        };
        settings.house_rules.zung_jung.four_identical_sequences = four_identical;
        let zj = RuleSettings::ZungJung(settings.house_rules.zung_jung.clone());
        let i18n = I18n::new(lang);
        let mut h = app_harness(settings);
        h.run();
        for ((id, notation), points) in HANDS.into_iter().zip(want) {
            let def = zj
                .patterns()
                .into_iter()
                .find(|p| p.id == id)
                .expect("a Zung Jung pattern");
            assert!(def.limit, "{id} is a limit pattern");
            assert_eq!(zj.pattern_value(def).value(), points, "{id}");
            let name = i18n.pattern(def.id, def.name);
            let amount = i18n.amount("points", points);
            let label = format!("{name} · {amount}");

            apply(&mut h, Command::Show(Screen::Drill));
            apply(
                &mut h,
                Command::Drill(DrillCommand::SetSystem(RuleId::ZungJung)),
            );
            apply(
                &mut h,
                Command::Drill(DrillCommand::SetMode(Mode::Patterns)),
            );
            assert!(
                h.query_by_label(&label).is_some(),
                "{lang:?}: the Drill's list says {label}"
            );

            apply(&mut h, Command::Show(Screen::Rules));
            apply(&mut h, Command::Rules(RulesCommand::Show(RuleId::ZungJung)));
            assert!(
                h.query_by_label(&label).is_some(),
                "{lang:?}: the Rules screen says {label}"
            );

            apply(&mut h, Command::Show(Screen::Calculator));
            apply(
                &mut h,
                Command::Calc(CalcCommand::SetNotation(notation.into())),
            );
            let row = format!("{points} {name} ");
            let rows: Vec<String> = h
                .query_all_by_label_contains(&name)
                .filter_map(|n| n.accesskit_node().label().map(|l| l.to_string()))
                .collect();
            assert!(
                rows.iter().any(|r| r.starts_with(&row)),
                "{lang:?}: the Calculator's Zung Jung sheet counts {row}: {rows:?}"
            );
        }
    }
}

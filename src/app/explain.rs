//! Score-sheet explanations in the interface language: why a reading was chosen, why a
//! pattern does not count, and the rule behind each payment. Numbers come from the engine;
//! the words from the translation files, with the engine's English as the fallback.

use super::i18n::I18n;
use crate::rules::{Excluded, Exclusion, PaymentRule, Scored};
use crate::tiles::Wind;
use fluent_bundle::FluentValue;

/// A seat wind's name in the interface language.
pub fn wind_name(i18n: &I18n, w: Wind) -> String {
    i18n.tr(&format!("wind-{}", w.name().to_lowercase()))
}

fn args<'a>(pairs: &[(&'a str, FluentValue<'a>)]) -> Vec<(&'a str, FluentValue<'a>)> {
    pairs.to_vec()
}

/// Why the shown reading was chosen.
pub fn why(i18n: &I18n, scored: &Scored) -> String {
    let n = scored.evaluations.len();
    let total = scored.total();
    if n == 1 {
        return i18n.tr("why-only");
    }
    if scored.evaluations.iter().all(|e| e.total == total) {
        return i18n.tr_args(
            "why-tie",
            &args(&[("n", n.into()), ("total", total.into())]),
        );
    }
    let others: Vec<String> = scored
        .evaluations
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != scored.best)
        .map(|(_, e)| e.total.to_string())
        .collect();
    i18n.tr_args(
        "why-best",
        &args(&[
            ("total", total.into()),
            ("others", others.join(", ").into()),
        ]),
    )
}

/// Why a pattern present in the hand does not count.
pub fn exclusion(i18n: &I18n, e: &Excluded) -> String {
    let by = i18n.pattern(e.by.id, e.by.name);
    match e.why {
        Exclusion::SameSeries => i18n.tr_args("excluded-series", &args(&[("by", by.into())])),
        Exclusion::FixedLimit => i18n.tr_args("excluded-limit", &args(&[("by", by.into())])),
    }
}

fn liability_name(i18n: &I18n, id: &str, english: &str) -> String {
    i18n.tr_or(
        &format!("liability-{}", id.replace(['.', '_'], "-")),
        english,
    )
}

/// The rule behind a payment, with its numbers.
pub fn payment(i18n: &I18n, rule: PaymentRule, amount: u32) -> String {
    let t = |id: &str, pairs: &[(&str, FluentValue<'_>)]| {
        let text = i18n.tr_args(id, pairs);
        if text == id { rule.explain() } else { text }
    };
    match rule {
        PaymentRule::ZjSelfDraw { value } => t("pay-zj-self-draw", &[("value", value.into())]),
        PaymentRule::ZjDiscardBelow25 { value } => t("pay-zj-below-25", &[("value", value.into())]),
        PaymentRule::ZjDiscardDiscarder { value } => t(
            "pay-zj-discarder",
            &[("value", value.into()), ("amount", amount.into())],
        ),
        PaymentRule::ZjDiscardOther => t("pay-zj-other", &[]),
        PaymentRule::ZjImmunityNobody { value } => {
            t("pay-zj-immunity-nobody", &[("value", value.into())])
        }
        PaymentRule::ZjImmunityLiable { value, first } => t(
            "pay-zj-immunity-liable",
            &[
                ("value", value.into()),
                ("amount", amount.into()),
                ("first", wind_name(i18n, first).into()),
            ],
        ),
        PaymentRule::ZjImmunityOther { first } => t(
            "pay-zj-immunity-other",
            &[("first", wind_name(i18n, first).into())],
        ),
        PaymentRule::ZjUniversal { value } => t("pay-zj-universal", &[("value", value.into())]),
        PaymentRule::HkDiscarder { fan, unit } => t(
            "pay-hk-discarder",
            &[("fan", fan.into()), ("unit", unit.into())],
        ),
        PaymentRule::HkNonDiscarder { fan, unit } => t(
            "pay-hk-other",
            &[("fan", fan.into()), ("half", (unit / 2).into())],
        ),
        PaymentRule::HkSelfDraw { fan, unit } => t(
            "pay-hk-self-draw",
            &[("fan", fan.into()), ("unit", unit.into())],
        ),
        PaymentRule::HkLiable { rule: l, amount } => {
            let name = liability_name(i18n, l.id(), l.name());
            t(
                "pay-liable",
                &[("rule", name.into()), ("amount", amount.into())],
            )
        }
        PaymentRule::HkCovered { rule: l } => {
            let name = liability_name(i18n, l.id(), l.name());
            t("pay-covered", &[("rule", name.into())])
        }
        PaymentRule::SgDiscarder { tai, unit } => t(
            "pay-sg-discarder",
            &[("tai", tai.into()), ("unit", unit.into())],
        ),
        PaymentRule::SgOther { tai, unit } => t(
            "pay-sg-other",
            &[("tai", tai.into()), ("unit", unit.into())],
        ),
        PaymentRule::SgSelfDraw { tai, unit, extra } => t(
            "pay-sg-self-draw",
            &[
                ("tai", tai.into()),
                ("unit", unit.into()),
                ("extra", extra.into()),
            ],
        ),
        PaymentRule::SgSpecial { unit, .. } => t("pay-sg-special", &[("unit", unit.into())]),
        PaymentRule::SgShooter { .. } => t("pay-sg-shooter", &[("amount", amount.into())]),
        PaymentRule::SgShooterCovered => t("pay-sg-shooter-covered", &[]),
        PaymentRule::SgPao { pao, amount } => {
            let name = liability_name(i18n, pao.id(), pao.id());
            t(
                "pay-liable",
                &[("rule", name.into()), ("amount", amount.into())],
            )
        }
        PaymentRule::SgPaoCovered { pao } => {
            let name = liability_name(i18n, pao.id(), pao.id());
            t("pay-covered", &[("rule", name.into())])
        }
        PaymentRule::SgKong {
            tile,
            concealed: true,
            ..
        } => t(
            "pay-sg-concealed-kong",
            &[("tile", tile.to_string().into())],
        ),
        PaymentRule::SgKong { fresh: true, .. } => t("pay-sg-fresh-kong", &[]),
        PaymentRule::SgKong { tile, .. } => t("pay-sg-kong", &[("tile", tile.to_string().into())]),
        PaymentRule::SgBite {
            first,
            second,
            dealt,
        } => {
            let id = if dealt {
                "pay-sg-bite-dealt"
            } else {
                "pay-sg-bite"
            };
            t(
                id,
                &[
                    ("first", first.to_string().into()),
                    ("second", second.to_string().into()),
                ],
            )
        }
        PaymentRule::SgFourAnimals => t("pay-sg-four-animals", &[]),
        PaymentRule::SgFlowerSet { .. } => t("pay-sg-flower-set", &[]),
        PaymentRule::SgInstantCovered { by } => t(
            "pay-sg-instant-covered",
            &[("by", wind_name(i18n, by).into())],
        ),
        PaymentRule::ScDiscard { fan, value } => t(
            "pay-sc-discard",
            &[("fan", fan.into()), ("value", value.into())],
        ),
        PaymentRule::ScSelfDraw { fan, value } => t(
            "pay-sc-self-draw",
            &[
                ("fan", fan.into()),
                ("value", value.into()),
                ("amount", amount.into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::rules::examples::examples;
    use crate::rules::score;

    #[test]
    fn every_explanation_of_the_examples_is_translated() {
        for lang in [Lang::Russian, Lang::Polish] {
            let i18n = I18n::new(lang);
            let english = I18n::new(Lang::English);
            for e in examples() {
                let Ok((file, hand)) = crate::hand::HandFile::parse(&e.hand.to_ron()) else {
                    continue;
                };
                let Ok(scored) = score(&hand, &file.rules) else {
                    continue;
                };
                let texts = std::iter::once(why(&i18n, &scored))
                    .chain(scored.chosen().excluded.iter().map(|x| exclusion(&i18n, x)))
                    .chain(
                        scored
                            .payments
                            .entries
                            .iter()
                            .chain(&scored.payments.instant)
                            .map(|p| {
                                let text = payment(&i18n, p.rule, p.amount);
                                assert_ne!(
                                    text,
                                    payment(&english, p.rule, p.amount),
                                    "{lang:?}: {:?} untranslated",
                                    p.rule
                                );
                                text
                            }),
                    );
                for text in texts {
                    assert!(!text.is_empty() && !text.contains('{'), "{lang:?}: {text}");
                }
            }
        }
    }
}

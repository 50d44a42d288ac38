//! Score-sheet explanations in the interface language: why a reading was chosen, why a
//! pattern does not count, and the rule behind each payment. Numbers come from the engine;
//! the words from the translation files, with the engine's English as the fallback.

use crate::i18n::Message;
use crate::i18n::{I18n, key};
use crate::rules::sichuan::ScRule;
use crate::rules::{Excluded, Exclusion, PaymentRule, Scored, Verdict};
use crate::tiles::names as message;
use crate::tiles::{BonusTile, Tile, Wind};
use fluent_bundle::FluentValue;

/// A seat wind's name in the interface language.
pub fn wind_name(i18n: &I18n, w: Wind) -> String {
    i18n.message(&message::wind(w))
}

/// A tile's full name in the interface language ("2 Bamboo", «Зелёный дракон»): what prose
/// says where notation (`2s`, `6z`) would mean nothing to a reader.
pub fn tile_name(i18n: &I18n, t: Tile) -> String {
    i18n.message(&message::tile(t))
}

/// A bonus tile's full name in the interface language ("Flower 1 (plum)", «Кошка»).
pub fn bonus_name(i18n: &I18n, b: BonusTile) -> String {
    i18n.message(&message::bonus(b))
}

/// Tiles named one by one, in a list ("2 Bamboo, 3 Bamboo, 4 Bamboo").
pub fn tiles_named(i18n: &I18n, tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(|&t| tile_name(i18n, t)).collect();
    names.join(", ")
}

/// Bonus tiles named one by one, in a list.
pub fn bonus_named(i18n: &I18n, bonus: &[BonusTile]) -> String {
    let names: Vec<String> = bonus.iter().map(|&b| bonus_name(i18n, b)).collect();
    names.join(", ")
}

/// A meld's tiles in words, as one thing: a pung or kong as its tile and count ("Red Dragon
/// ×3"), a chow as its numbers and suit ("1-2-3 Characters", «1-2-3 иероглифов»).
pub fn meld_named(i18n: &I18n, tiles: &[Tile]) -> String {
    match tiles {
        [first, rest @ ..] if !rest.is_empty() && rest.iter().all(|t| t == first) => {
            format!("{} ×{}", tile_name(i18n, *first), tiles.len())
        }
        [a, b, c]
            if a.suit().is_some()
                && a.suit() == c.suit()
                && b.index() == a.index() + 1
                && c.index() == a.index() + 2 =>
        {
            let suit = a.suit().map_or("", |s| s.name());
            let number = |t: &Tile| t.number().unwrap_or(0);
            i18n.message(
                &Message::new(format!("tile-chow-{}", suit.to_lowercase()))
                    .int("a", number(a))
                    .int("b", number(b))
                    .int("c", number(c)),
            )
        }
        _ => tiles_named(i18n, tiles),
    }
}

/// An arrangement's groups in words, one list for a reader: each group as one thing, an
/// exposed meld and a concealed kong said, the group the winning tile completed marked.
pub fn arrangement_words(i18n: &I18n, arrangement: &crate::hand::Arrangement) -> String {
    use crate::hand::MeldKind;
    if arrangement.form == crate::hand::Form::Declared {
        return i18n.tr("arrangement-declared");
    }
    let groups: Vec<String> = arrangement
        .groups
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let name = meld_named(i18n, &g.tiles());
            let name = match g.meld {
                Some(MeldKind::ConcealedKong) => {
                    i18n.message(&Message::new("group-concealed-kong").text("group", name))
                }
                Some(_) => i18n.message(&Message::new("group-exposed").text("group", name)),
                None => name,
            };
            if i == arrangement.winning_group {
                i18n.message(&Message::new("group-winning").text("group", name))
            } else {
                name
            }
        })
        .collect();
    groups.join(", ")
}

/// Concealed tiles in words, as a player reads a hand: each suit's name with its numbers
/// ("characters 1 1 2 3", «точки 4 5 6»), each honour by name with its count.
pub fn concealed_words(i18n: &I18n, tiles: &[Tile]) -> String {
    let mut sorted = tiles.to_vec();
    sorted.sort_unstable();
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let first = sorted[i];
        let mut j = i;
        match first.suit() {
            Some(s) => {
                while j < sorted.len() && sorted[j].suit() == Some(s) {
                    j += 1;
                }
                let numbers: Vec<String> = sorted[i..j]
                    .iter()
                    .map(|t| t.number().unwrap_or(0).to_string())
                    .collect();
                let suit = i18n.message(&message::suit(s));
                parts.push(format!("{suit} {}", numbers.join(" ")));
            }
            None => {
                while j < sorted.len() && sorted[j] == first {
                    j += 1;
                }
                let name = tile_name(i18n, first);
                parts.push(match j - i {
                    1 => name,
                    n => format!("{name} ×{n}"),
                });
            }
        }
        i = j;
    }
    parts.join(", ")
}

/// Tiles with a count each, in words, a suit's tiles together ("characters 1 ×3, 4 ×2; Red
/// Dragon ×1"): the improving tiles of an advice and how many are left of each.
pub fn counted_tiles_words(i18n: &I18n, counted: &[(Tile, u32)]) -> String {
    let mut sorted = counted.to_vec();
    sorted.sort_unstable_by_key(|&(t, _)| t);
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let (first, _) = sorted[i];
        match first.suit() {
            Some(s) => {
                let mut j = i;
                while j < sorted.len() && sorted[j].0.suit() == Some(s) {
                    j += 1;
                }
                let numbers: Vec<String> = sorted[i..j]
                    .iter()
                    .map(|&(t, n)| format!("{} ×{n}", t.number().unwrap_or(0)))
                    .collect();
                let suit = i18n.message(&message::suit(s));
                parts.push(format!("{suit} {}", numbers.join(", ")));
                i = j;
            }
            None => {
                parts.push(format!("{} ×{}", tile_name(i18n, first), sorted[i].1));
                i += 1;
            }
        }
    }
    parts.join("; ")
}

/// A hand's tiles in words: the concealed tiles, each declared meld as one thing (exposed or a
/// concealed kong said), and the winning tile after a "+".
pub fn hand_words(
    i18n: &I18n,
    concealed: &[Tile],
    melds: &[crate::hand::Meld],
    winning: Tile,
) -> String {
    let mut parts = vec![concealed_words(i18n, concealed)];
    parts.retain(|p| !p.is_empty());
    for m in melds {
        let name = meld_named(i18n, &m.tiles());
        let id = if m.kind == crate::hand::MeldKind::ConcealedKong {
            "group-concealed-kong"
        } else {
            "group-exposed"
        };
        parts.push(i18n.message(&Message::new(id).text("group", name)));
    }
    format!("{} + {}", parts.join(", "), tile_name(i18n, winning))
}

/// Groups of tiles and bonus tiles in words, each group as one thing (a pattern's tiles).
pub fn groups_named(i18n: &I18n, groups: &[Vec<Tile>], bonus: &[BonusTile]) -> String {
    let mut names: Vec<String> = groups.iter().map(|g| meld_named(i18n, g)).collect();
    names.extend(bonus.iter().map(|&b| bonus_name(i18n, b)));
    names.join(", ")
}

/// A notation group (`345s`, `5s`, `F1`) in words: a tile by its name, a meld as one thing,
/// bonus tiles by name, anything else as it is.
pub fn group_named(i18n: &I18n, group: &crate::tiles::NotationGroup) -> String {
    use crate::tiles::NotationGroup;
    match group {
        NotationGroup::Tiles(tiles) => meld_named(i18n, tiles),
        NotationGroup::Bonus(bonus) => bonus_named(i18n, bonus),
        NotationGroup::Text(text) => text.clone(),
    }
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

/// Why the hand is not a valid win under the rule options, when it is not.
pub fn verdict(i18n: &I18n, scored: &Scored) -> Option<String> {
    match scored.verdict {
        Verdict::Win => None,
        Verdict::BelowMinimum { minimum } => Some(
            i18n.message(
                &Message::new("sheet-below-minimum")
                    .int("total", scored.total())
                    .int("minimum", minimum),
            ),
        ),
    }
}

/// An arrangement as text: its groups in notation, or what a declared win is, in words.
pub fn arrangement(i18n: &I18n, arrangement: &crate::hand::Arrangement) -> String {
    if arrangement.form == crate::hand::Form::Declared {
        i18n.tr("arrangement-declared")
    } else {
        arrangement.describe()
    }
}

/// Why a pattern present in the hand does not count.
pub fn exclusion(i18n: &I18n, e: &Excluded) -> String {
    let by = i18n.pattern(e.by.id, e.by.name);
    match e.why {
        Exclusion::SameSeries => i18n.tr_args("excluded-series", &args(&[("by", by.into())])),
        Exclusion::FixedLimit => i18n.tr_args("excluded-limit", &args(&[("by", by.into())])),
    }
}

/// A liability (Hong Kong) or pao (Singapore) rule's name, as a message.
fn liability(id: &str) -> Message {
    Message::new(key("liability", id))
}

impl PaymentRule {
    /// The rule behind a payment of `amount`, as a message: its id in the `.ftl` files
    /// (`pay-…`) and the numbers it used.
    pub fn message(self, amount: u32) -> Message {
        let m = Message::new;
        match self {
            PaymentRule::ZjSelfDraw { value } => m("pay-zj-self-draw").int("value", value),
            PaymentRule::ZjDiscardBelow25 { value } => m("pay-zj-below-25").int("value", value),
            PaymentRule::ZjDiscardDiscarder { value } => m("pay-zj-discarder")
                .int("value", value)
                .int("amount", amount),
            PaymentRule::ZjDiscardOther => m("pay-zj-other"),
            PaymentRule::ZjImmunityNobody { value } => {
                m("pay-zj-immunity-nobody").int("value", value)
            }
            PaymentRule::ZjImmunityLiable { value, first } => m("pay-zj-immunity-liable")
                .int("value", value)
                .int("amount", amount)
                .msg("first", message::wind(first)),
            PaymentRule::ZjImmunityOther { first } => {
                m("pay-zj-immunity-other").msg("first", message::wind(first))
            }
            PaymentRule::ZjUniversal { value } => m("pay-zj-universal").int("value", value),
            PaymentRule::HkDiscarder { fan, unit } => {
                m("pay-hk-discarder").int("fan", fan).int("unit", unit)
            }
            PaymentRule::HkNonDiscarder { fan, unit } => {
                m("pay-hk-other").int("fan", fan).int("half", unit / 2)
            }
            PaymentRule::HkSelfDraw { fan, unit } => {
                m("pay-hk-self-draw").int("fan", fan).int("unit", unit)
            }
            PaymentRule::HkLiable { rule, amount } => m("pay-liable")
                .msg("rule", liability(rule.id()))
                .int("amount", amount),
            PaymentRule::HkCovered { rule } => m("pay-covered").msg("rule", liability(rule.id())),
            PaymentRule::SgDiscarder { tai, unit } => {
                m("pay-sg-discarder").int("tai", tai).int("unit", unit)
            }
            PaymentRule::SgOther { tai, unit } => {
                m("pay-sg-other").int("tai", tai).int("unit", unit)
            }
            PaymentRule::SgSelfDraw { tai, unit, extra } => m("pay-sg-self-draw")
                .int("tai", tai)
                .int("unit", unit)
                .int("extra", extra),
            PaymentRule::SgSpecial { unit, .. } => m("pay-sg-special").int("unit", unit),
            PaymentRule::SgShooter { .. } => m("pay-sg-shooter").int("amount", amount),
            PaymentRule::SgShooterCovered => m("pay-sg-shooter-covered"),
            PaymentRule::SgPao { pao, amount } => m("pay-liable")
                .msg("rule", liability(pao.id()))
                .int("amount", amount),
            PaymentRule::SgPaoCovered { pao } => m("pay-covered").msg("rule", liability(pao.id())),
            PaymentRule::SgKong {
                tile,
                concealed: true,
                ..
            } => m("pay-sg-concealed-kong").msg("tile", message::tile(tile)),
            PaymentRule::SgKong { fresh: true, .. } => m("pay-sg-fresh-kong"),
            PaymentRule::SgKong { tile, .. } => m("pay-sg-kong").msg("tile", message::tile(tile)),
            PaymentRule::SgBite {
                first,
                second,
                dealt,
            } => m(if dealt {
                "pay-sg-bite-dealt"
            } else {
                "pay-sg-bite"
            })
            .msg("first", message::bonus(first))
            .msg("second", message::bonus(second)),
            PaymentRule::SgFourAnimals => m("pay-sg-four-animals"),
            PaymentRule::SgFlowerSet { .. } => m("pay-sg-flower-set"),
            PaymentRule::SgInstantCovered { by } => {
                m("pay-sg-instant-covered").msg("by", message::wind(by))
            }
            PaymentRule::ScDiscard { fan, value } => {
                m("pay-sc-discard").int("fan", fan).int("value", value)
            }
            PaymentRule::ScSelfDraw { fan, value } => m("pay-sc-self-draw")
                .int("fan", fan)
                .int("value", value)
                .int("amount", amount),
        }
    }
}

/// The rule behind a payment, with its numbers, in the interface language.
pub fn payment(i18n: &I18n, rule: PaymentRule, amount: u32) -> String {
    let message = rule.message(amount);
    if i18n.knows(&message.id) {
        i18n.message(&message)
    } else {
        rule.explain()
    }
}

/// A Sichuan transfer's rule (kongs, refunds, the wall's end) in the interface language.
pub fn sichuan(i18n: &I18n, rule: ScRule) -> String {
    i18n.tr_or(&key("ledger", rule.id()), rule.explain())
}

#[cfg(test)]
mod tests {
    use crate::tiles::{BonusTile, parse_tiles};

    fn name(lang: Lang, notation: &str) -> String {
        let tiles = parse_tiles(notation).expect("tiles");
        tiles_named(I18n::get(lang), &tiles)
    }

    #[test]
    fn a_tile_is_named_in_words_with_the_languages_plural() {
        assert_eq!(
            name(Lang::English, "1p2s6z"),
            "1 Dot, 2 Bamboo, Green Dragon"
        );
        // A tile reads as one tile, as a card does ("the seven of spades"), never as a count.
        assert_eq!(
            name(Lang::Russian, "2s5s1s6z1z"),
            "двойка бамбуков, пятёрка бамбуков, единица бамбуков, Зелёный дракон, Восточный ветер"
        );
        assert_eq!(
            name(Lang::Polish, "3m9m1p6z"),
            "trójka znaków, dziewiątka znaków, jedynka kółek, Zielony smok"
        );
        let ru = I18n::get(Lang::Russian);
        assert_eq!(bonus_name(ru, BonusTile::Flower(1)), "Цветок 1 (слива)");
        assert_eq!(bonus_name(ru, BonusTile::Season(4)), "Сезон 4 (зима)");
        let pung = parse_tiles("777z").expect("tiles");
        assert_eq!(meld_named(ru, &pung), "Красный дракон ×3");
        let chow = parse_tiles("123m").expect("tiles");
        assert_eq!(meld_named(ru, &chow), "1-2-3 иероглифов");
        assert_eq!(meld_named(I18n::get(Lang::Polish), &chow), "1-2-3 znaków");
    }

    #[test]
    fn a_notation_group_is_named_as_one_thing() {
        use crate::tiles::parse_group;
        let ru = I18n::get(Lang::Russian);
        assert_eq!(group_named(ru, &parse_group("345s")), "3-4-5 бамбуков");
        assert_eq!(group_named(ru, &parse_group("5s")), "пятёрка бамбуков");
        assert_eq!(group_named(ru, &parse_group("F1")), "Цветок 1 (слива)");
        assert_eq!(group_named(ru, &parse_group("?")), "?");
    }

    #[test]
    fn every_tile_and_bonus_tile_has_its_name_in_every_language() {
        for lang in Lang::ALL {
            let i18n = I18n::get(lang);
            for t in crate::tiles::Tile::all() {
                let message = message::tile(t);
                assert!(i18n.has(&message.id), "{lang:?}: {}", message.id);
            }
            let bonus = (1..=4)
                .flat_map(|n| [BonusTile::Flower(n), BonusTile::Season(n)])
                .chain(crate::tiles::Animal::ALL.map(BonusTile::Animal));
            for b in bonus {
                let message = message::bonus(b);
                assert!(i18n.has(&message.id), "{lang:?}: {}", message.id);
            }
        }
    }
    use super::*;
    use crate::formats::examples::examples;
    use crate::i18n::Lang;
    use crate::rules::score;

    #[test]
    fn every_explanation_of_the_examples_is_translated() {
        for lang in [Lang::Russian, Lang::Polish] {
            let i18n = I18n::new(lang);
            let english = I18n::new(Lang::English);
            for e in examples() {
                let Ok((file, hand)) = crate::formats::HandFile::parse(&e.hand.to_ron()) else {
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

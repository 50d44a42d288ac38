//! The one translation layer, shared by the app and the command line: Fluent bundles for
//! English, Russian and Polish, compiled in.
//!
//! - Interface text is looked up by message id (`i18n.tr("nav-calculator")`).
//! - Pattern names and rule lines are looked up by pattern id (`pattern-zj-1-1`,
//!   `rule-zj-1-1`); the engine's own English (`PatternDef::name`, `rule`) is the fallback.
//! - Engine messages (payments, errors, refusals) are data: a [`Message`] with an id and named
//!   arguments, given by [`Localized::message`]; `en.ftl` holds their English, and
//!   [`I18n::message`] renders them for the app and the CLI alike.

#[cfg(test)]
mod errors;
pub mod message;

pub use message::{Arg, Localized, Message, Said};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A user interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    English,
    Russian,
    Polish,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::English, Lang::Russian, Lang::Polish];

    /// The language's own name, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Russian => "Русский",
            Lang::Polish => "Polski",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Lang::English => include_str!("../../assets/i18n/en.ftl"),
            Lang::Russian => include_str!("../../assets/i18n/ru.ftl"),
            Lang::Polish => include_str!("../../assets/i18n/pl.ftl"),
        }
    }

    /// The language's tag, as the command line takes it (`en`, `ru`, `pl`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Russian => "ru",
            Lang::Polish => "pl",
        }
    }

    /// The language of a tag (`en`, `ru`, `pl`; a region such as `ru-RU` is ignored).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(primary))
    }
}

/// Translations for one language with English behind it.
pub struct I18n {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// English, for messages the language lacks; none when the language is English.
    english: Option<FluentBundle<FluentResource>>,
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks would show as boxes in the egui fonts.
    bundle.set_use_isolating(false);
    // The bundled files are checked by a test; a broken one yields its valid messages.
    let resource =
        FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

impl I18n {
    pub fn new(lang: Lang) -> I18n {
        I18n {
            lang,
            bundle: bundle(lang),
            english: (lang != Lang::English).then(|| bundle(Lang::English)),
        }
    }

    /// The translations of a language, built once and shared (the CLI and the engine's
    /// English sheets use these; building a bundle parses its whole file).
    pub fn get(lang: Lang) -> &'static I18n {
        static ALL: [OnceLock<I18n>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let i = match lang {
            Lang::English => 0,
            Lang::Russian => 1,
            Lang::Polish => 2,
        };
        ALL[i].get_or_init(|| I18n::new(lang))
    }

    /// English, shared.
    pub fn english() -> &'static I18n {
        I18n::get(Lang::English)
    }

    /// The language these translations are in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A date written `YYYY-MM-DD` (the records' and the progress file's form) as readers of
    /// this language write it: unchanged in English, `DD.MM.YYYY` in Russian and Polish.
    /// Anything else is returned as it is.
    pub fn date(&self, iso: &str) -> String {
        let parts: Vec<&str> = iso.trim().split('-').collect();
        let digits = |p: &str, n: usize| p.len() == n && p.bytes().all(|b| b.is_ascii_digit());
        match (self.lang, parts.as_slice()) {
            (Lang::Russian | Lang::Polish, [y, m, d])
                if digits(y, 4) && digits(m, 2) && digits(d, 2) =>
            {
                format!("{d}.{m}.{y}")
            }
            _ => iso.to_string(),
        }
    }

    /// A number written with a point (`format!("{x:.2}")`, `"+1.5 ± 0.3"`) in this language's
    /// decimal mark: a point in English, a comma in Russian and Polish. Only for text that is
    /// numbers and signs: every point becomes the mark.
    pub fn decimal_mark(&self, number: impl Into<String>) -> String {
        let number = number.into();
        match self.lang {
            Lang::English => number,
            Lang::Russian | Lang::Polish => number.replace('.', ","),
        }
    }

    /// `value` to `places` decimals in this language's decimal mark (`1.50`, `1,50`).
    pub fn decimal(&self, value: f64, places: usize) -> String {
        self.decimal_mark(format!("{value:.places$}"))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        for b in std::iter::once(&self.bundle).chain(&self.english) {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return Some(b.format_pattern(pattern, args, &mut errors).into_owned());
            }
        }
        None
    }

    /// The text of a message; the id itself when no language has it.
    pub fn tr(&self, id: &str) -> String {
        self.format(id, None).unwrap_or_else(|| id.to_owned())
    }

    /// The text of a message, or `fallback` when no language has it.
    pub fn tr_or(&self, id: &str, fallback: &str) -> String {
        self.format(id, None).unwrap_or_else(|| fallback.to_owned())
    }

    /// The text of a message with arguments, e.g. `tr_args("drill-score", &[("right", 3.into())])`.
    pub fn tr_args(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent = FluentArgs::new();
        for (k, v) in args {
            fluent.set(*k, v.clone());
        }
        self.format(id, Some(&fluent))
            .unwrap_or_else(|| id.to_owned())
    }

    /// An amount in a unit (`points`, `fan`, `tai`) with the plural form the language needs.
    pub fn amount(&self, unit: &str, n: u32) -> String {
        self.tr_args(&format!("amount-{unit}"), &[("n", n.into())])
    }

    /// A pattern's name in this language (the source documents' names where they give them).
    pub fn pattern(&self, id: &str, english: &str) -> String {
        self.own(&key("pattern", id))
            .unwrap_or_else(|| english.to_owned())
    }

    /// A pattern's rule in one line, in this language; `english` (the engine's) otherwise.
    pub fn rule(&self, id: &str, english: &str) -> String {
        self.own(&key("rule", id))
            .unwrap_or_else(|| english.to_owned())
    }

    /// A message of this language only (no English fallback).
    fn own(&self, id: &str) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        Some(
            self.bundle
                .format_pattern(pattern, None, &mut Vec::new())
                .into_owned(),
        )
    }

    /// An engine message in this language; its id when no language has it.
    pub fn message(&self, message: &Message) -> String {
        let mut fluent = FluentArgs::new();
        for (name, arg) in &message.args {
            let value: FluentValue<'_> = match arg {
                Arg::Int(n) => (*n).into(),
                Arg::Text(t) => t.clone().into(),
                Arg::Msg(m) => self.message(m).into(),
            };
            fluent.set(*name, value);
        }
        self.format(&message.id, Some(&fluent))
            .unwrap_or_else(|| message.id.to_string())
    }

    /// What a value says, in this language: its message when some language has the message's
    /// id, its English `Display` otherwise (a variant added without a message still reads).
    /// What was said, in this language (its English words where the message is unknown).
    pub fn said(&self, said: &Said) -> String {
        match &said.message {
            Some(message) if self.knows(&message.id) => self.message(message),
            _ => said.words.clone(),
        }
    }

    pub fn text<T: Localized + std::fmt::Display + ?Sized>(&self, value: &T) -> String {
        let message = value.message();
        if self.knows(&message.id) {
            self.message(&message)
        } else {
            value.to_string()
        }
    }

    /// Whether this language or English has a message.
    pub fn knows(&self, id: &str) -> bool {
        std::iter::once(&self.bundle)
            .chain(&self.english)
            .any(|b| b.has_message(id))
    }

    /// Whether the language has a message (used by tests).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The source text of a language's file (used by tests).
    pub fn source(lang: Lang) -> &'static str {
        lang.source()
    }

    /// Every message id of a language's file, in order (used by tests).
    pub fn ids(lang: Lang) -> Vec<String> {
        lang.source()
            .lines()
            .filter(|l| !l.starts_with([' ', '#']))
            .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
            .filter(|k| !k.is_empty())
            .map(str::to_owned)
            .collect()
    }
}

/// Words a Russian or Polish club keeps in English (the Polish club sheet, seed 004, names
/// "Chicken Hand", "Kong on Kong", "Same Chow", "Old Style" and "New Style" so), besides ids
/// and notation.
/// `docs/glossary.md` lists them under "Kept in English".
pub const KEPT_IN_ENGLISH: &[&str] = &[
    "Chicken Hand",
    "Kong on Kong",
    "Same Chow",
    "Old Style",
    "New Style",
    "Zung Jung",
    "Tilewise",
];

/// Words Polish writes as English does, after the Polish club sheet (seed 004: "Chow ->
/// Pung -> Kong", "+1 Fan", "limit (Laak)", "Dealer (Wschód)"): the sets, the units, the limit
/// and the dealer; and "shanten", the advisor's distance from ready, as Polish players write
/// it. `docs/glossary.md` lists them under "Kept in English".
pub const SAME_IN_POLISH: &[&str] = &[
    "chow", "pung", "kong", "fan", "tai", "limit", "dealer", "shanten",
];

/// Words the glossary (`docs/glossary.md`) put aside for another: a message, a bundled set's
/// title or note that uses one names its thing a second way («паттерн» for «комбинация»,
/// "płytka" for "kamień"). Stems, matched in lower case, chosen so that they cannot match the
/// word kept («сбросивш», not «сброс», which would hit the reset «Сбросить»).
pub const NOT_OUR_WORDS: [(Lang, &[&str]); 2] = [
    (
        Lang::Russian,
        &[
            "паттерн",
            "сдающ",
            "господствующ",
            "триплет",
            "плитк",
            "свинь",
            "викторин",
            // a discard is «снос» (seeds 000-002); «Сбросить» stays for a reset
            "сбросивш",
            "сбрасыва",
            "сброса",
            "сбросе",
            "сбросом",
            "сбросу",
            "сбросы",
            "сбросов",
            // the winning tile is «победная кость» (a winning hand stays «выигрышная рука»)
            "выигрышная кост",
            "выигрышную кост",
            "выигрышной кост",
            "выигрышные кост",
            "выигрышных кост",
            "выигрышными кост",
            // a hand nobody won is «раздача без победителя» (a Sichuan wall's end is no draw)
            "ничь",
            // the advisor is «советник»
            "советчик",
            // a pass is «пас»
            "пропуск",
            // the animal is «Кошка»
            "кот и крыс",
            " кот ",
            " кота ",
            " коту ",
            " котом ",
            // the chicken hand is «цыплячья рука» (seed 000)
            "куриц",
            // the added kong is «дополненный конг» (seed 002)
            "добавленный конг",
            "добавленного конг",
            "добавленному конг",
            "добавленным конг",
            "добавленном конг",
            "добавленные конг",
            "добавленных конг",
            "добавленные и закрытые",
            "/добавленн",
            // ready, not ready: «в ожидании», «без ожидания» (seed 002); «Готово» stays a button
            "не готов",
            "неготов",
            "готов к",
            "готов в",
            "готовому",
            "готовая рук",
            "готовую рук",
            "готовой рук",
            "рука готова",
            "остаётся готов",
            "готовност",
            // the missing suit is «отсутствующая масть» (seed 002)
            "пропущенн",
            // a liability is «ответственность»; «штраф» is a penalty paid to nobody
            "штраф девяти",
            "штраф пяти",
            // seed 003's machine-translated names: the engine's names are used
            "три великих учёных",
            "великих благословени",
            "тройная рука",
            "тройной рук",
            "полный смыв",
            "полного смыв",
        ],
    ),
    (
        Lang::Polish,
        &[
            "rozdając",
            "płytk",
            "kość",
            "kości",
            "odrzutk",
            "prosiacz",
            "quiz",
            "ze ściany",
            // "Kong on Kong", as seed 004 writes it
            "kong na kong",
            // "shanten"
            "szanten",
            // a liability is "odpowiedzialność"; "kara" is a penalty paid to nobody
            "kary:",
            "kara dziewięciu",
            "kara pięciu",
            "kara za świeży",
            "kara za smoki",
            // a set (meld) is "zestaw"; "układ" is a pattern
            "zgłosić układ",
            "zgłoszone układy",
            "zgłoszonych układ",
            "odkryte układy",
            "odkrytych układ",
            "układy ze zrzut",
            "każdym układzie",
            // a suit is "rodzaj"; a colour is "barwa"
            "kolor",
            // "Chicken Hand" (seed 004)
            "kurczak",
            // ready, not ready: "czeka", "nie czeka"; a wait is "czekanie" (seed 004)
            "niegotow",
            "gotowośc",
            "ręka gotow",
            "ręka zostaje gotow",
            "gotowy na",
            "oczekiwani",
            "oczekując",
            // a hand nobody won is "rozdanie bez zwycięzcy" (a Sichuan wall's end is no draw)
            "remis",
            "nierozegran",
            // a winning hand is "wygrywająca ręka"
            "zwycięsk",
        ],
    ),
];

/// Names and abbreviations that read the same in every language (file formats, paper, the
/// WSOM rules).
pub const SAME_EVERYWHERE: &[&str] = &["RON", "CSV", "PDF", "UTF-8", "A4", "WSOM", "OK"];

/// A message id built from an engine id: `key("pattern", "zj.4.2_1")` is `pattern-zj-4-2-1`.
pub fn key(prefix: &str, id: &str) -> String {
    format!("{prefix}-{}", id.replace(['.', '_'], "-"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Estimated figures in the reader's decimal mark: a point in English, a comma in
    /// Russian and Polish; signs, spaces and "±" kept.
    #[test]
    fn figures_are_written_in_the_languages_decimal_mark() {
        let (en, ru, pl) = (
            I18n::get(Lang::English),
            I18n::get(Lang::Russian),
            I18n::get(Lang::Polish),
        );
        assert_eq!(en.decimal(1.5, 2), "1.50");
        assert_eq!(ru.decimal(1.5, 2), "1,50");
        assert_eq!(pl.decimal(-0.26, 1), "-0,3");
        assert_eq!(ru.decimal(3.0, 0), "3");
        assert_eq!(en.decimal_mark("+18.12 ± 1.52"), "+18.12 ± 1.52");
        assert_eq!(pl.decimal_mark("+18.12 ± 1.52"), "+18,12 ± 1,52");
    }

    /// The words of a text that would need translating: its placeholders (`{$n}`, as a
    /// message formats without its arguments) and the listed terms taken out; numbers and
    /// single letters (units such as `s`, tile and move notation) are no words.
    fn words_to_translate(text: &str, terms: &[&str]) -> Vec<String> {
        let mut rest = String::new();
        let mut depth = 0usize;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 => rest.push(c),
                _ => rest.push(' '),
            }
        }
        let split = |t: &str| -> Vec<String> {
            t.split(|c: char| !(c.is_alphanumeric() || c == '-'))
                .map(|w| w.trim_matches('-').to_lowercase())
                .filter(|w| !w.is_empty())
                .collect()
        };
        let words = split(&rest);
        let terms: Vec<Vec<String>> = terms.iter().map(|t| split(t)).collect();
        let mut left = Vec::new();
        let mut k = 0;
        while k < words.len() {
            if let Some(term) = terms.iter().find(|t| words[k..].starts_with(t)) {
                k += term.len().max(1);
                continue;
            }
            if words[k].chars().filter(|c| c.is_alphabetic()).count() > 1 {
                left.push(words[k].clone());
            }
            k += 1;
        }
        left
    }

    #[test]
    fn words_to_translate_skips_placeholders_terms_numbers_and_symbols() {
        let terms = [KEPT_IN_ENGLISH, SAME_IN_POLISH, SAME_EVERYWHERE].concat();
        for same in [
            "{$n} s",
            "{$path}: {$error}",
            "d 5m · x 9p · W p · h",
            "Chicken Hand",
            "{$n} fan",
            "limit: {$limit}",
            "A4",
        ] {
            assert!(words_to_translate(same, &terms).is_empty(), "{same}");
        }
        assert_eq!(words_to_translate("Start", &terms), ["start"]);
        assert_eq!(words_to_translate("Minimum fan", &terms), ["minimum"]);
    }

    /// The terms a language may share with English: the glossary's kept terms.
    fn kept_terms(lang: Lang) -> Vec<&'static str> {
        let own: &[&str] = if lang == Lang::Polish {
            SAME_IN_POLISH
        } else {
            &[]
        };
        [KEPT_IN_ENGLISH, own, SAME_EVERYWHERE].concat()
    }

    #[test]
    fn no_english_message_is_left_untranslated() {
        let english = I18n::new(Lang::English);
        for lang in [Lang::Russian, Lang::Polish] {
            let i18n = I18n::new(lang);
            let terms = kept_terms(lang);
            let mut same: Vec<String> = I18n::ids(Lang::English)
                .into_iter()
                .filter(|id| i18n.has(id))
                .filter_map(|id| {
                    let text = english.tr(&id);
                    let words = words_to_translate(&text, &terms);
                    (i18n.tr(&id) == text && !words.is_empty())
                        .then(|| format!("{id} = {text} {words:?}"))
                })
                .collect();
            // Pattern names and rules: the engine's English against the language's.
            for p in every_pattern() {
                for (id, text, english) in [
                    (key("pattern", p.id), i18n.pattern(p.id, p.name), p.name),
                    (key("rule", p.id), i18n.rule(p.id, p.rule), p.rule),
                ] {
                    if text == english && !words_to_translate(&text, &terms).is_empty() {
                        same.push(format!("{id} = {text}"));
                    }
                }
            }
            assert!(
                same.is_empty(),
                "{lang:?} repeats English:\n{}",
                same.join("\n")
            );
        }
    }

    #[test]
    fn dates_are_written_as_each_language_writes_them() {
        assert_eq!(I18n::new(Lang::English).date("2026-11-20"), "2026-11-20");
        assert_eq!(I18n::new(Lang::Russian).date("2026-11-20"), "20.11.2026");
        assert_eq!(I18n::new(Lang::Polish).date("2026-11-20"), "20.11.2026");
        assert_eq!(I18n::new(Lang::Polish).date("Friday"), "Friday");
    }

    #[test]
    fn fan_and_tai_are_declined_with_their_count() {
        let ru = I18n::new(Lang::Russian);
        let said: Vec<String> = [1, 2, 5, 11, 21, 22, 0]
            .iter()
            .map(|&n| ru.amount("fan", n))
            .collect();
        assert_eq!(
            said,
            [
                "1 фан",
                "2 фана",
                "5 фанов",
                "11 фанов",
                "21 фан",
                "22 фана",
                "0 фанов"
            ]
        );
        assert_eq!(ru.amount("tai", 3), "3 тая");
        assert_eq!(ru.amount("tai", 5), "5 таев");
        let pl = I18n::new(Lang::Polish);
        let said: Vec<String> = [1, 2, 5, 12, 22]
            .iter()
            .map(|&n| pl.amount("fan", n))
            .collect();
        assert_eq!(said, ["1 fan", "2 fany", "5 fanów", "12 fanów", "22 fany"]);
        // No count placeable stands before the bare word: every one goes through a plural
        // form (a variant line, `[few] фана`, is the form itself).
        for (text, words) in [
            (include_str!("../../assets/i18n/ru.ftl"), ["фан", "тай"]),
            (include_str!("../../assets/i18n/pl.ftl"), ["fan", "tai"]),
        ] {
            for line in text.lines() {
                let variant = line.trim_start().trim_start_matches('*').starts_with('[');
                for word in words {
                    assert!(
                        variant || !line.contains(&format!("}} {word}")),
                        "a count before a bare '{word}': {line}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_message_uses_the_glossary_s_words() {
        for (lang, words) in NOT_OUR_WORDS {
            let i18n = I18n::new(lang);
            let mut found = Vec::new();
            for id in I18n::ids(lang) {
                let text = i18n.tr(&id).to_lowercase();
                found.extend(
                    words
                        .iter()
                        .filter(|w| text.contains(*w))
                        .map(|w| format!("{id}: «{w}» in {text}")),
                );
            }
            // Every variant too (a message formats its default one without arguments): the
            // source's text, ids and comments left out.
            for (n, line) in I18n::source(lang).lines().enumerate() {
                if line.starts_with('#') {
                    continue;
                }
                let text = match line.split_once('=') {
                    Some((_, text)) if !line.starts_with([' ', '\t']) => text,
                    _ => line,
                }
                .to_lowercase();
                found.extend(
                    words
                        .iter()
                        .filter(|w| text.contains(*w))
                        .map(|w| format!("line {}: «{w}» in {}", n + 1, text.trim())),
                );
            }
            assert!(found.is_empty(), "{lang:?}:\n{}", found.join("\n"));
        }
    }

    /// The bundled sets' titles and notes (`sets/*.ru.ron`, `sets/*.pl.ron`) are held to the
    /// glossary's words as the messages are.
    #[test]
    fn every_bundled_set_uses_the_glossary_s_words() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sets");
        let mut read = 0;
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&dir).expect("the sets folder") {
            let path = entry.expect("a set").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_owned();
            let Some((_, words)) = NOT_OUR_WORDS
                .iter()
                .find(|(lang, _)| name.ends_with(&format!(".{}.ron", lang.tag())))
            else {
                continue;
            };
            let text = std::fs::read_to_string(&path).expect("a readable set");
            read += 1;
            for (n, line) in text.lines().enumerate() {
                let line = line.to_lowercase();
                found.extend(
                    words
                        .iter()
                        .filter(|w| line.contains(*w))
                        .map(|w| format!("{name} line {}: «{w}»", n + 1)),
                );
            }
        }
        assert!(read >= 2, "no Russian or Polish set in {}", dir.display());
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    #[test]
    fn counts_read_as_sentences() {
        let night = |lang: Lang, hands: i64, drawn: i64| {
            I18n::new(lang).tr_args(
                "night-title",
                &[
                    ("title", "Klub".into()),
                    ("hands", hands.into()),
                    ("drawn", drawn.into()),
                ],
            )
        };
        assert_eq!(night(Lang::Polish, 1, 0), "Klub: 1 rozdanie");
        assert_eq!(
            night(Lang::Polish, 12, 2),
            "Klub: 12 rozdań, w tym 2 bez zwycięzcy"
        );
        assert_eq!(night(Lang::Russian, 1, 0), "Klub: 1 раздача");
        assert_eq!(
            night(Lang::Russian, 5, 1),
            "Klub: 5 раздач, из них без победителя: 1"
        );
        let weakest = |lang: Lang, n: i64| {
            I18n::new(lang).tr_args("progress-per-pattern", &[("n", n.into())])
        };
        assert_eq!(
            weakest(Lang::Russian, 1),
            "Точность самой слабой комбинации"
        );
        assert_eq!(
            weakest(Lang::Russian, 12),
            "Точность 12 самых слабых комбинаций"
        );
        assert_eq!(weakest(Lang::Polish, 1), "Trafność najsłabszego układu");
        assert_eq!(weakest(Lang::Polish, 3), "Trafność 3 najsłabszych układów");
    }

    #[test]
    fn every_file_parses() {
        for lang in Lang::ALL {
            assert!(
                FluentResource::try_new(lang.source().to_owned()).is_ok(),
                "{lang:?}"
            );
        }
    }

    /// Every pattern of every rule system (Hong Kong's New Style includes the Old Style).
    fn every_pattern() -> Vec<&'static crate::rules::PatternDef> {
        let mut all: Vec<_> = crate::rules::RuleSettings::IDS
            .iter()
            .filter_map(|id| crate::rules::RuleSettings::from_id(id))
            .flat_map(|r| r.patterns())
            .collect();
        all.sort_by_key(|p| p.id);
        all.dedup_by_key(|p| p.id);
        all
    }

    #[test]
    fn no_language_defines_a_message_twice() {
        for lang in Lang::ALL {
            let ids = I18n::ids(lang);
            let mut seen = std::collections::HashSet::new();
            let twice: Vec<&String> = ids.iter().filter(|id| !seen.insert(*id)).collect();
            assert!(twice.is_empty(), "{lang:?} defines twice: {twice:?}");
        }
    }

    #[test]
    fn every_message_exists_in_every_language() {
        // Interface and engine messages: the same ids in every file, both ways. Pattern names
        // and rules have their English in the engine (`PatternDef`), so English has none.
        let interface = |lang: Lang| -> std::collections::BTreeSet<String> {
            I18n::ids(lang)
                .into_iter()
                .filter(|id| !id.starts_with("pattern-") && !id.starts_with("rule-"))
                .collect()
        };
        let english = interface(Lang::English);
        for lang in [Lang::Russian, Lang::Polish] {
            let other = interface(lang);
            let missing: Vec<_> = english.difference(&other).collect();
            let extra: Vec<_> = other.difference(&english).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{lang:?} has ids English lacks: {extra:?}"
            );
        }
    }

    #[test]
    fn every_pattern_is_named_and_explained_in_every_language() {
        let patterns = every_pattern();
        let keys: std::collections::BTreeSet<String> = patterns
            .iter()
            .flat_map(|p| [key("pattern", p.id), key("rule", p.id)])
            .collect();
        for lang in [Lang::Russian, Lang::Polish] {
            let i18n = I18n::new(lang);
            let missing: Vec<&String> = keys.iter().filter(|k| !i18n.has(k)).collect();
            assert!(
                missing.is_empty(),
                "{lang:?} lacks {} {missing:?}",
                missing.len()
            );
            let stray: Vec<String> = I18n::ids(lang)
                .into_iter()
                .filter(|id| id.starts_with("pattern-") || id.starts_with("rule-"))
                .filter(|id| !keys.contains(id))
                .collect();
            assert!(stray.is_empty(), "{lang:?} names no pattern: {stray:?}");
            for p in &patterns {
                let name = i18n.pattern(p.id, p.name);
                assert!(
                    name != p.name || KEPT_IN_ENGLISH.contains(&p.name),
                    "{lang:?} {}: {name}",
                    p.id
                );
            }
        }
    }

    #[test]
    fn every_id_is_in_english_and_english_is_never_an_id() {
        let english = I18n::new(Lang::English);
        for id in I18n::ids(Lang::English) {
            let text = english.tr(&id);
            assert!(english.knows(&id) && !text.is_empty(), "{id}");
        }
    }

    #[test]
    fn every_sichuan_ledger_rule_is_explained_in_every_language() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            for rule in crate::rules::sichuan::ScRule::ALL {
                let id = format!("ledger-{}", rule.id().replace(['.', '_'], "-"));
                assert!(i18n.has(&id), "{lang:?} lacks {id}");
            }
        }
    }

    #[test]
    fn pattern_names_come_from_the_sources() {
        assert_eq!(
            I18n::new(Lang::Russian).pattern("zj.1.1", "All Sequences"),
            "Все чоу"
        );
        assert_eq!(
            I18n::new(Lang::Polish).pattern("hk.os.pure", "Purity"),
            "Czystość"
        );
        assert_eq!(
            I18n::new(Lang::Polish).pattern("zj.1.1", "All Sequences"),
            "Same Chow"
        );
        assert_eq!(I18n::new(Lang::English).tr("nav-calculator"), "Calculator");
    }

    #[test]
    fn amounts_take_the_plural_of_the_language() {
        let en = I18n::new(Lang::English);
        assert_eq!(
            (en.amount("points", 1), en.amount("points", 170)),
            ("1 point".into(), "170 points".into())
        );
        let ru = I18n::new(Lang::Russian);
        assert_eq!(
            [1, 3, 5, 21].map(|n| ru.amount("points", n)),
            ["1 очко", "3 очка", "5 очков", "21 очко"]
        );
        let pl = I18n::new(Lang::Polish);
        assert_eq!(
            [1, 3, 5].map(|n| pl.amount("points", n)),
            ["1 punkt", "3 punkty", "5 punktów"]
        );
    }
}

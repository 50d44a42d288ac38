//! The Replays screen's sample records, listed by their titles in the reader's language (not
//! by file name), and opened by them.

use crate::harness::{app_harness, click_sample};
use egui_kittest::kittest::Queryable;
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::replays::{SAMPLES, sample_title};
use tilewise::app::{Screen, Settings};

#[test]
fn the_samples_are_listed_by_title_in_the_readers_language() {
    for lang in Lang::ALL {
        let mut h = app_harness(Settings {
            screen: Screen::Replays,
            language: lang,
            ..Settings::default()
        });
        h.run();
        let i18n = I18n::new(lang);
        for (name, _) in SAMPLES {
            let title = sample_title(name, &i18n);
            assert!(
                h.query_by_label(&title).is_some(),
                "{lang:?}: {name} is listed as {title}"
            );
        }
        for (name, _) in SAMPLES {
            assert!(
                h.query_all_by_label_contains(name).next().is_none(),
                "{lang:?}: {name} is not shown by its file name"
            );
        }
        if lang == Lang::Russian {
            let title = sample_title("hk-new-style-seed-1.ron", &i18n);
            assert!(title.contains("партия ботов"), "{title}");
            assert!(h.query_by_label(&title).is_some());
        }
        // A sample opens by its title, and the record's header names it so too.
        click_sample(&mut h, "club-night-zung-jung.ron");
        let game = h.state().replays.game.as_ref().expect("the sample opens");
        assert_eq!(game.name, "club-night-zung-jung.ron");
        let title = sample_title("club-night-zung-jung.ron", &i18n);
        assert!(
            h.query_all_by_label_contains(&format!("{title} · "))
                .next()
                .is_some(),
            "{lang:?}: the header names the record by its title"
        );
    }
}

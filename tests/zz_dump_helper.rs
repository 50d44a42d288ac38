use tilewise::rules::RuleSettings;
#[test]
fn dump() {
    let mut out = String::new();
    for s in [
        RuleSettings::ZungJung(Default::default()),
        RuleSettings::HkNewStyle(Default::default()),
        RuleSettings::Singapore(Default::default()),
        RuleSettings::Sichuan(Default::default()),
    ] {
        for d in s.patterns() {
            out.push_str(&format!("{}\t{}\t{}\n", d.id, d.name, d.rule));
        }
    }
    std::fs::write("/tmp/h/patterns.tsv", out).unwrap();
}

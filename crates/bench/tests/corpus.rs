//! The diverse corpus is what it says: deterministic, valid strings accepted and invalid ones refused by
//! Tabula, and the valid ones decoded alike by the official crate.

use tabula_bench::corpus::corpus;
use tabula_bench::sashite_feen;

#[test]
fn the_corpus_is_deterministic_and_sorted_into_valid_and_invalid() {
    let a = corpus(7, 300, 300);
    let b = corpus(7, 300, 300);
    assert_eq!(a.valid, b.valid);
    assert_eq!(a.invalid, b.invalid);
    assert!(a.valid.iter().all(|t| tabula_feen::is_valid(t)));
    assert!(a.invalid.iter().all(|t| !tabula_feen::is_valid(t)));
    // Diverse: every dimension count, hands, and multi-digit runs appear.
    assert!(a.valid.iter().any(|t| t.contains("//")));
    assert!(
        a.valid
            .iter()
            .any(|t| !t.split(' ').next().unwrap().contains('/'))
    );
    assert!(a.valid.iter().any(|t| t.split(' ').nth(1) != Some("/")));
    assert!(a.valid.iter().any(|t| {
        t.bytes()
            .zip(t.bytes().skip(1))
            .any(|(x, y)| x.is_ascii_digit() && y.is_ascii_digit())
    }));
}

#[test]
fn the_official_crate_accepts_and_rewrites_the_valid_strings() {
    let corpus = corpus(20, 300, 0);
    let accepted = corpus
        .valid
        .iter()
        .filter(|t| sashite_feen::Feen::parse(t).is_ok())
        .count();
    assert_eq!(accepted, corpus.valid.len());
    for text in &corpus.valid {
        let theirs = sashite_feen::Feen::parse(text).unwrap().to_qi();
        assert_eq!(sashite_feen::encode(&theirs).unwrap(), *text);
        assert_eq!(
            text.parse::<tabula_feen::Position>().unwrap().to_string(),
            *text
        );
    }
}

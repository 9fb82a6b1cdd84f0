//! The small-position corpus is what it says: deterministic, valid strings accepted and invalid ones
//! refused by Tabula, most of them 15–100 bytes, with every family of positions in it.

use tabula_bench::small::corpus;

#[test]
fn the_small_corpus_is_deterministic_small_and_sorted_into_valid_and_invalid() {
    let a = corpus(7, 400, 400);
    let b = corpus(7, 400, 400);
    assert_eq!(a.valid, b.valid);
    assert_eq!(a.invalid, b.invalid);
    assert_eq!((a.valid.len(), a.invalid.len()), (400, 400));
    assert!(a.valid.iter().all(|t| tabula_feen::is_valid(t)));
    assert!(a.invalid.iter().all(|t| !tabula_feen::is_valid(t)));
    let all: Vec<&String> = a.valid.iter().chain(&a.invalid).collect();
    let small = all.iter().filter(|t| (15..=100).contains(&t.len())).count();
    assert!(small * 10 >= all.len() * 8, "{small} of {}", all.len());
    // Every family: chess (with and without hands), shogi, xiangqi, 1-D and 3-D boards.
    let style = |s: &str| a.valid.iter().any(|t| t.ends_with(s));
    assert!(style("C/c") && style("S/s") && style("X/x") && style("R/r"));
    assert!(
        a.valid
            .iter()
            .any(|t| t.ends_with("C/c") && !t.contains(" / "))
    );
    assert!(
        a.valid
            .iter()
            .any(|t| !t.split(' ').next().unwrap().contains('/'))
    );
    assert!(a.valid.iter().any(|t| t.contains("//")));
    assert!(
        a.valid
            .iter()
            .any(|t| tabula_chess::Position::from_feen(t).is_ok())
    );
}

#[test]
fn the_official_crate_accepts_nearly_all_valid_small_strings() {
    let corpus = corpus(30, 300, 0);
    let accepted = corpus
        .valid
        .iter()
        .filter(|t| tabula_bench::sashite_feen::Feen::parse(t).is_ok())
        .count();
    assert!(accepted * 100 >= corpus.valid.len() * 95, "{accepted}");
}

/// The small-board paths of tabula-feen (the automaton for validation and the typed parse) against the
/// one-pass scan (`Feen::parse`), on small corpora of two seeds: the same verdict and the same error,
/// offsets included; every valid regular board parses to a position that writes the string back.
#[test]
fn validation_and_parse_agree_with_the_scan_on_the_small_corpora() {
    for seed in [30, 32] {
        let corpus = corpus(seed, 1_000, 3_000);
        for text in corpus.valid.iter().chain(&corpus.invalid) {
            let scanned = tabula_feen::Feen::parse(text).map(|_| ());
            assert_eq!(tabula_feen::validate(text), scanned, "{text:?}");
            match text.parse::<tabula_feen::Position>() {
                Ok(position) => assert_eq!(&position.to_string(), text),
                Err(error) if error.code() == "board-not-regular" => assert!(scanned.is_ok()),
                Err(error) => assert_eq!(Err(error), scanned, "{text:?}"),
            }
        }
    }
}

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

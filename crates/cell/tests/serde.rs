//! The `serde` feature: coordinates and locations are their canonical strings.
#![cfg(feature = "serde")]

use tabula_cell::{Coordinate, Location};

#[test]
fn coordinates_are_strings() {
    let c = Coordinate::parse("iv256IV").unwrap();
    assert_eq!(serde_json::to_string(&c).unwrap(), r#""iv256IV""#);
    assert_eq!(
        serde_json::from_str::<Coordinate>(r#""e4""#).unwrap(),
        Coordinate::new(&[4, 3]).unwrap()
    );
    let e = serde_json::from_str::<Coordinate>(r#""center""#).unwrap_err();
    assert!(
        e.to_string()
            .contains("third letter of a letter run at byte 2"),
        "{e}"
    );
    let e = serde_json::from_str::<Coordinate>(r#""*""#).unwrap_err();
    assert!(
        e.to_string().contains("must start with a lowercase letter"),
        "{e}"
    );
    assert!(serde_json::from_str::<Coordinate>("4").is_err());
}

#[test]
fn locations_are_strings() {
    let moves: Vec<Location> = serde_json::from_str(r#"["*", "e5", "e4", "*"]"#).unwrap();
    assert_eq!(moves[0], Location::Hand);
    assert_eq!(moves[1], Location::Board(Coordinate::parse("e5").unwrap()));
    assert_eq!(
        serde_json::to_string(&moves).unwrap(),
        r#"["*","e5","e4","*"]"#
    );
    let e = serde_json::from_str::<Location>(r#""*e4""#).unwrap_err();
    assert!(e.to_string().contains("stands alone"), "{e}");
}

#[test]
fn every_coordinate_with_two_dimensions_survives_json() {
    for file in 0..=255u8 {
        for rank in (0..=255u8).step_by(17) {
            let c = Coordinate::new(&[file, rank]).unwrap();
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<Coordinate>(&json).unwrap(), c);
            let l = Location::Board(c);
            assert_eq!(
                serde_json::from_str::<Location>(&serde_json::to_string(&l).unwrap()).unwrap(),
                l
            );
        }
    }
}

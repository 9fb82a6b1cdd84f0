//! The example-table macros: one test per row of valid examples, one per row of invalid ones.

/// One test per row of a table of valid examples: the input parses, its fields are the row's, and it
/// formats back to the input. The header names the token type, the fields to compare (an expression over the
/// parsed token) and the type of each column: an enum whose variant the row names, or `bool`.
///
/// The tests run under `cargo test` (this crate's own tests use the macro on [`Digit`](super::Digit)):
///
/// ```
/// use tabula_testkit::token::Digit;
///
/// tabula_testkit::valid_examples! {
///     Digit, |digit| (digit.0 % 2 == 0,), (bool);
///     valid_zero: "0" => true;
///     valid_seven: "7" => false;
/// }
/// ```
#[macro_export]
macro_rules! valid_examples {
    (@row ($($column:ident)*) ($($value:ident)*)) => {
        ($($crate::valid_examples!(@column $column $value),)*)
    };
    (@column bool $value:ident) => {
        $value
    };
    (@column $column:ident $value:ident) => {
        $column::$value
    };
    ($token:ty, |$var:ident| $fields:expr, $columns:tt; $($name:ident: $input:literal => $($value:ident)*;)*) => {$(
        #[test]
        fn $name() {
            let $var: $token = <$token>::parse($input).unwrap();
            assert_eq!(
                $fields,
                $crate::valid_examples!(@row $columns ($($value)*))
            );
            assert_eq!($var.to_string(), $input);
        }
    )*};
}

/// One test per row of a table of invalid examples: parsing the input gives the row's error.
///
/// The tests run under `cargo test` (this crate's own tests use the macro on [`Digit`](super::Digit)):
///
/// ```
/// use tabula_testkit::token::{Digit, DigitError};
///
/// tabula_testkit::invalid_examples! {
///     Digit;
///     invalid_letter: "x" => DigitError { code: "not-a-digit", len: 1 };
///     invalid_empty: "" => DigitError { code: "empty", len: 0 };
/// }
/// ```
#[macro_export]
macro_rules! invalid_examples {
    ($token:ty; $($name:ident: $input:literal => $error:expr;)*) => {$(
        #[test]
        fn $name() {
            assert_eq!(<$token>::parse($input), Err($error));
        }
    )*};
}

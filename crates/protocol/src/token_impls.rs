//! The text-conversion impls every token type of the workspace shares, written once.

/// Implements, for a token type with inherent `parse(&str)` and `parse_bytes(&[u8])` constructors and a
/// `Display` that writes the canonical form: [`FromStr`](core::str::FromStr), `TryFrom<&str>`,
/// `TryFrom<&[u8]>`, and, when the *calling* crate's `serde` feature is on, `Serialize` (the canonical
/// string, written through `Display` with no allocation by serializers that support `collect_str`) and
/// `Deserialize` (a string or bytes, validated by the parser; the error message is the parser's).
///
/// Workspace plumbing, not part of the public API: hidden from the docs and free to change.
///
/// ```ignore
/// tabula_protocol::__token_text_impls!(Style, Error, "a SIN token (one ASCII letter)");
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __token_text_impls {
    ($ty:ident, $err:ty, $expecting:literal) => {
        impl ::core::str::FromStr for $ty {
            type Err = $err;

            #[doc = concat!("Same as [`", stringify!($ty), "::parse`].")]
            fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                $ty::parse(s)
            }
        }

        impl ::core::convert::TryFrom<&str> for $ty {
            type Error = $err;

            #[doc = concat!("Same as [`", stringify!($ty), "::parse`].")]
            fn try_from(s: &str) -> ::core::result::Result<Self, Self::Error> {
                $ty::parse(s)
            }
        }

        impl ::core::convert::TryFrom<&[u8]> for $ty {
            type Error = $err;

            #[doc = concat!("Same as [`", stringify!($ty), "::parse_bytes`].")]
            fn try_from(bytes: &[u8]) -> ::core::result::Result<Self, Self::Error> {
                $ty::parse_bytes(bytes)
            }
        }

        /// The canonical token string.
        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(
                &self,
                serializer: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        /// A token string (or its bytes), validated by the parser; the error message is the parser's.
        #[cfg(feature = "serde")]
        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::core::result::Result<Self, D::Error> {
                struct TokenVisitor;

                impl ::serde::de::Visitor<'_> for TokenVisitor {
                    type Value = $ty;

                    fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        f.write_str($expecting)
                    }

                    fn visit_str<E: ::serde::de::Error>(
                        self,
                        v: &str,
                    ) -> ::core::result::Result<$ty, E> {
                        $ty::parse(v).map_err(E::custom)
                    }

                    fn visit_bytes<E: ::serde::de::Error>(
                        self,
                        v: &[u8],
                    ) -> ::core::result::Result<$ty, E> {
                        $ty::parse_bytes(v).map_err(E::custom)
                    }
                }

                deserializer.deserialize_str(TokenVisitor)
            }
        }
    };
}

/// Implements, for a token type with an inherent `as_str(self) -> &'static str` (a compile-time table of
/// every token) and a `MAX_LEN` constant: an inherent `encode` that copies that text into a caller's
/// buffer, `Display` (the text, honouring width, fill and alignment like `str` does) and `Debug`
/// (`Type("text")`). `$krate` and `$example` make the runnable example of `encode`.
///
/// Workspace plumbing, not part of the public API: hidden from the docs and free to change.
///
/// ```ignore
/// tabula_protocol::__static_text_impls!(Piece, tabula_pin, "-k^");
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __static_text_impls {
    ($ty:ident, $krate:ident, $example:literal) => {
        impl $ty {
            #[doc = concat!(
                "Writes the canonical token into `buf` and returns it; no allocation, no formatting machinery. ",
                "The text returned is the same as [`", stringify!($ty), "::as_str`].\n\n",
                "```\n",
                "use ", stringify!($krate), "::", stringify!($ty), ";\n",
                "let mut buf = [0; ", stringify!($ty), "::MAX_LEN];\n",
                "assert_eq!(", stringify!($ty), "::parse(", stringify!($example), ")?.encode(&mut buf), ", stringify!($example), ");\n",
                "assert_eq!(&buf[..", stringify!($example), ".len()], ", stringify!($example), ".as_bytes());\n",
                "# Ok::<(), ", stringify!($krate), "::Error>(())\n",
                "```"
            )]
            #[inline]
            pub fn encode(self, buf: &mut [u8; $ty::MAX_LEN]) -> &str {
                let text = self.as_str();
                if let Some(head) = buf.get_mut(..text.len()) {
                    head.copy_from_slice(text.as_bytes());
                }
                text
            }
        }

        impl ::core::fmt::Display for $ty {
            /// Writes the canonical token, honouring width, fill and alignment like `str` does.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(self.as_str())
            }
        }

        impl ::core::fmt::Debug for $ty {
            #[doc = concat!("`", stringify!($ty), "(\"…\")`, the canonical token.")]
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, concat!(stringify!($ty), "({:?})"), self.as_str())
            }
        }
    };
}

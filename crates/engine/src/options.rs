//! The options an engine advertises in its handshake, and the values they accept.

use core::fmt;

use crate::{EngineError, Protocol};

/// An option's type, default and bounds, as the engine advertised them.
///
/// ```
/// use tabula_engine::{EngineOption, OptionKind, Protocol};
/// let o = EngineOption::parse("option name Skill Level type spin default 20 min 0 max 20", Protocol::Uci).unwrap();
/// assert_eq!(o.name, "Skill Level");
/// assert_eq!(o.kind, OptionKind::Spin { default: 20, min: 0, max: 20 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum OptionKind {
    /// `check`: `true` or `false`.
    Check {
        /// The default.
        default: bool,
    },
    /// `spin`: an integer between `min` and `max`, both included.
    Spin {
        /// The default.
        default: i64,
        /// The least value.
        min: i64,
        /// The greatest value.
        max: i64,
    },
    /// `combo`: one of `choices`.
    Combo {
        /// The default.
        default: String,
        /// The values allowed.
        choices: Vec<String>,
    },
    /// `button`: no value; setting it acts.
    Button,
    /// `string` (`filename` in USI): any text on one line. `<empty>` is read as the empty string.
    String {
        /// The default.
        default: String,
    },
    /// A type the client does not know (e.g. UCCI's `label`): kept, set with any text.
    Unknown {
        /// The type's name.
        kind: String,
    },
}

/// One `option` line of the handshake.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct EngineOption {
    /// The name, as the engine spelt it (matched without case).
    pub name: String,
    /// The type, default and bounds.
    pub kind: OptionKind,
}

/// A value for [`crate::Engine::set_option`].
///
/// ```
/// use tabula_engine::OptionValue;
/// assert_eq!(OptionValue::from(64).to_string(), "64");
/// assert_eq!(OptionValue::from(true).to_string(), "true");
/// assert_eq!(OptionValue::from("xiangqi").to_string(), "xiangqi");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum OptionValue {
    /// For a `check`.
    Bool(bool),
    /// For a `spin`.
    Int(i64),
    /// For a `combo`, a `string`, or any option given as text (`"true"`, `"64"` are read by type).
    Text(String),
    /// For a `button`.
    None,
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Text(t) => f.write_str(t),
            OptionValue::None => Ok(()),
        }
    }
}

impl From<bool> for OptionValue {
    fn from(b: bool) -> OptionValue {
        OptionValue::Bool(b)
    }
}

impl From<i64> for OptionValue {
    fn from(i: i64) -> OptionValue {
        OptionValue::Int(i)
    }
}

impl From<i32> for OptionValue {
    fn from(i: i32) -> OptionValue {
        OptionValue::Int(i.into())
    }
}

impl From<u32> for OptionValue {
    fn from(i: u32) -> OptionValue {
        OptionValue::Int(i.into())
    }
}

impl From<&str> for OptionValue {
    fn from(t: &str) -> OptionValue {
        OptionValue::Text(t.to_owned())
    }
}

impl From<String> for OptionValue {
    fn from(t: String) -> OptionValue {
        OptionValue::Text(t)
    }
}

const KEYWORDS: [&str; 6] = ["name", "type", "default", "min", "max", "var"];

impl EngineOption {
    /// Reads an `option` line: UCI and USI `option name <id> type <t> [default …] [min …] [max …] [var …]…`
    /// (a name may hold spaces: the line is split on the keywords), UCCI `option <id> type <t> …`.
    /// `None` for a line that is not an option or has no name or type.
    ///
    /// ```
    /// use tabula_engine::{EngineOption, OptionKind, Protocol};
    /// let o = EngineOption::parse("option name SyzygyPath type string default <empty>", Protocol::Uci).unwrap();
    /// assert_eq!(o.kind, OptionKind::String { default: String::new() });
    /// let o = EngineOption::parse("option Hash type spin default 16 min 1 max 131072", Protocol::Ucci).unwrap();
    /// assert_eq!(o.name, "Hash");
    /// ```
    #[must_use]
    pub fn parse(line: &str, protocol: Protocol) -> Option<EngineOption> {
        let mut tokens = line.split_whitespace();
        if tokens.next() != Some("option") {
            return None;
        }
        let mut fields: Vec<(&str, Vec<&str>)> = Vec::new();
        if protocol == Protocol::Ucci {
            let first = tokens.next()?;
            if first == "name" {
                fields.push(("name", Vec::new()));
            } else {
                fields.push(("name", vec![first]));
            }
        }
        for token in tokens {
            if (fields.is_empty() || token != "name") && KEYWORDS.contains(&token) {
                fields.push((token, Vec::new()));
            } else if let Some((_, words)) = fields.last_mut() {
                words.push(token);
            }
        }
        let text = |key: &str| {
            fields
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, w)| w.join(" "))
        };
        let name = text("name").filter(|n| !n.is_empty())?;
        let kind = text("type")?;
        let default = text("default").unwrap_or_default();
        let int = |key: &str| text(key).and_then(|v| v.parse::<i64>().ok());
        let kind = match kind.as_str() {
            "check" => OptionKind::Check {
                default: default == "true",
            },
            "spin" => {
                let min = int("min").unwrap_or(i64::MIN);
                let max = int("max").unwrap_or(i64::MAX);
                OptionKind::Spin {
                    default: default.parse().unwrap_or(min.max(0).min(max)),
                    min,
                    max,
                }
            }
            "combo" => OptionKind::Combo {
                default,
                choices: fields
                    .iter()
                    .filter(|(k, _)| *k == "var")
                    .map(|(_, w)| w.join(" "))
                    .collect(),
            },
            "button" => OptionKind::Button,
            "string" | "filename" => OptionKind::String {
                default: if default == "<empty>" {
                    String::new()
                } else {
                    default
                },
            },
            other => OptionKind::Unknown {
                kind: other.to_owned(),
            },
        };
        Some(EngineOption { name, kind })
    }

    /// The text to send for `value`, checked against the type and bounds.
    ///
    /// ```
    /// use tabula_engine::{EngineOption, Protocol};
    /// let o = EngineOption::parse("option name Hash type spin default 16 min 1 max 1024", Protocol::Uci).unwrap();
    /// assert_eq!(o.check(&64.into())?, Some("64".to_owned()));
    /// assert_eq!(o.check(&0.into()).unwrap_err().to_string(),
    ///            "option \"Hash\" cannot take \"0\": below the minimum 1");
    /// # Ok::<(), tabula_engine::EngineError>(())
    /// ```
    ///
    /// # Errors
    /// [`EngineError::OptionValue`] for a value of the wrong type, out of bounds, not among a combo's
    /// choices, or holding a line break.
    pub fn check(&self, value: &OptionValue) -> Result<Option<String>, EngineError> {
        let refuse = |reason: String| EngineError::OptionValue {
            name: self.name.clone(),
            value: value.to_string(),
            reason,
        };
        let text = value.to_string();
        if text.contains(['\n', '\r']) {
            return Err(refuse("a value is one line".into()));
        }
        match (&self.kind, value) {
            (OptionKind::Button, OptionValue::None) => Ok(None),
            (OptionKind::Button, _) => Err(refuse("a button takes no value".into())),
            (_, OptionValue::None) => Err(refuse("only a button takes no value".into())),
            (OptionKind::Check { .. }, OptionValue::Text(t)) if t != "true" && t != "false" => {
                Err(refuse("a check takes true or false".into()))
            }
            (OptionKind::Check { .. }, OptionValue::Bool(_) | OptionValue::Text(_))
            | (OptionKind::String { .. } | OptionKind::Unknown { .. }, _) => Ok(Some(text)),
            (OptionKind::Check { .. }, _) => Err(refuse("a check takes true or false".into())),
            (OptionKind::Spin { min, max, .. }, OptionValue::Int(_) | OptionValue::Text(_)) => {
                let Ok(i) = text.parse::<i64>() else {
                    return Err(refuse("a spin takes an integer".into()));
                };
                if i < *min {
                    Err(refuse(format!("below the minimum {min}")))
                } else if i > *max {
                    Err(refuse(format!("above the maximum {max}")))
                } else {
                    Ok(Some(i.to_string()))
                }
            }
            (OptionKind::Spin { .. }, OptionValue::Bool(_)) => {
                Err(refuse("a spin takes an integer".into()))
            }
            (OptionKind::Combo { choices, .. }, _) => choices
                .iter()
                .find(|c| c.eq_ignore_ascii_case(&text))
                .map(|c| Some(c.clone()))
                .ok_or_else(|| refuse(format!("not one of {}", choices.join(", ")))),
        }
    }
}

/// The `setoption` line of each protocol.
pub(crate) fn setoption(protocol: Protocol, name: &str, value: Option<&str>) -> String {
    match (protocol, value) {
        (Protocol::Xboard, v) => crate::xboard::setoption(name, v),
        (Protocol::Ucci, Some(v)) => format!("setoption {name} {v}"),
        (Protocol::Ucci, None) => format!("setoption {name}"),
        (_, Some(v)) => format!("setoption name {name} value {v}"),
        (_, None) => format!("setoption name {name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> EngineOption {
        EngineOption::parse(line, Protocol::Uci).expect(line)
    }

    #[test]
    fn the_stockfish_options_are_read() {
        assert_eq!(
            parse("option name Debug Log File type string default ").kind,
            OptionKind::String {
                default: String::new()
            }
        );
        assert_eq!(
            parse("option name Ponder type check default false").kind,
            OptionKind::Check { default: false }
        );
        assert_eq!(
            parse("option name Clear Hash type button"),
            EngineOption {
                name: "Clear Hash".into(),
                kind: OptionKind::Button
            }
        );
        let variant = parse(
            "option name UCI_Variant type combo default chess var 3check var chess var xiangqi",
        );
        assert_eq!(
            variant.kind,
            OptionKind::Combo {
                default: "chess".into(),
                choices: vec!["3check".into(), "chess".into(), "xiangqi".into()]
            }
        );
        assert_eq!(
            variant.check(&"Xiangqi".into()).unwrap(),
            Some("xiangqi".into())
        );
        assert!(variant.check(&"go".into()).is_err());
        assert_eq!(
            parse("option name X type wibble default 3").kind,
            OptionKind::Unknown {
                kind: "wibble".into()
            }
        );
        assert_eq!(
            EngineOption::parse("option name type spin", Protocol::Uci),
            None
        );
        assert_eq!(EngineOption::parse("id name x", Protocol::Uci), None);
    }

    #[test]
    fn ucci_options_have_no_name_keyword() {
        let o = EngineOption::parse(
            "option Skill_Level type spin default 20 min -20 max 20",
            Protocol::Ucci,
        )
        .unwrap();
        assert_eq!(o.name, "Skill_Level");
        assert_eq!(
            o.kind,
            OptionKind::Spin {
                default: 20,
                min: -20,
                max: 20
            }
        );
        assert_eq!(
            setoption(Protocol::Ucci, "Hash", Some("32")),
            "setoption Hash 32"
        );
        assert_eq!(
            setoption(Protocol::Usi, "USI_Hash", Some("32")),
            "setoption name USI_Hash value 32"
        );
        assert_eq!(
            setoption(Protocol::Uci, "Clear Hash", None),
            "setoption name Clear Hash"
        );
    }

    #[test]
    fn values_are_checked_by_type() {
        let check = parse("option name Ponder type check default false");
        assert_eq!(check.check(&true.into()).unwrap(), Some("true".into()));
        assert!(check.check(&1.into()).is_err());
        let button = parse("option name Clear Hash type button");
        assert_eq!(button.check(&OptionValue::None).unwrap(), None);
        assert!(button.check(&true.into()).is_err());
        let spin = parse("option name Threads type spin default 1 min 1 max 1024");
        assert_eq!(
            spin.check(&2000.into()).unwrap_err().to_string(),
            "option \"Threads\" cannot take \"2000\": above the maximum 1024"
        );
        assert!(spin.check(&"x".into()).is_err());
        let string = parse("option name SyzygyPath type string default <empty>");
        assert!(string.check(&"a\nquit".into()).is_err());
    }
}

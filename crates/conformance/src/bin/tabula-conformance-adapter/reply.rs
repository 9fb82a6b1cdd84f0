//! The adapter's answer to one request, and its JSON form (the contract of `fixtures/README.md`).

use serde_json::{Value, json};

/// What the adapter answers to one request.
pub(crate) enum Reply {
    /// Accepted: the decoded value and the canonical form written back from it.
    Value { value: Value, canonical: String },
    /// Written: the output of an emit request.
    Output(String),
    /// Refused: the error code, for FEEN strings the field of the first error, for PON the JSON Pointer of
    /// the value at fault.
    Rejected {
        code: &'static str,
        field: Option<&'static str>,
        path: Option<String>,
    },
    /// The outcome of each call of a Qi case: the constructor's, then each step's.
    Results(Vec<Value>),
    /// A request this adapter cannot answer (the runner counts the case as skipped).
    Unsupported(String),
}

impl Reply {
    /// Refused with `code`, nothing more to say.
    pub(crate) fn rejected(code: &'static str) -> Reply {
        Reply::Rejected {
            code,
            field: None,
            path: None,
        }
    }

    pub(crate) fn to_json(&self) -> Value {
        match self {
            Reply::Value { value, canonical } => json!({ "value": value, "canonical": canonical }),
            Reply::Output(text) => json!({ "output": text }),
            Reply::Rejected { code, field, path } => {
                let mut reply = json!({ "error": code });
                if let Some(field) = field {
                    reply["field"] = json!(field);
                }
                if let Some(path) = path {
                    reply["path"] = json!(path);
                }
                reply
            }
            Reply::Results(results) => json!({ "results": results }),
            Reply::Unsupported(why) => json!({ "unsupported": why }),
        }
    }
}

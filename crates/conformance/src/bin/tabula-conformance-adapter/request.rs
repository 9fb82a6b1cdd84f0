//! The fields of a JSON request, read with a message naming the field and the value at fault.

use serde_json::Value;
use tabula_feen::Side;

pub(crate) fn string<'v>(value: &'v Value, what: &str) -> Result<&'v str, String> {
    value
        .as_str()
        .ok_or_else(|| format!("{what}: expected a string, got {value}"))
}

pub(crate) fn size(value: &Value, what: &str) -> Result<usize, String> {
    value
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| format!("{what}: expected a size, got {value}"))
}

pub(crate) fn list<'v>(value: &'v Value, what: &str) -> Result<&'v [Value], String> {
    value
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| format!("{what}: expected a list, got {value}"))
}

pub(crate) fn sizes(value: &Value, what: &str) -> Result<Vec<usize>, String> {
    list(value, what)?.iter().map(|n| size(n, what)).collect()
}

pub(crate) fn side(value: &Value) -> Result<Side, String> {
    string(value, "side")?
        .parse()
        .map_err(|_| format!("not a side: {value}"))
}

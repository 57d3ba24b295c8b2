#![no_main]
//! Fuzzes `drydock::fuzz_entry::rickety_layout` (see src/fuzz_entry.rs).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| drydock::fuzz_entry::rickety_layout(data));

#![no_main]
//! Fuzzes `drydock::fuzz_entry::import` (see src/fuzz_entry.rs).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| drydock::fuzz_entry::import(data));

//! Which instructions the CPU offers beyond the baseline the binary is built for. The hot
//! loops (perft, the exact endgame) keep a second copy compiled for x86-64-v3 and pick it
//! at run time, so one binary runs everywhere and fast where it can.

/// Whether the CPU has the x86-64-v3 features the fast copies use (AVX2, BMI1, BMI2, LZCNT,
/// POPCNT). Detected once; later calls read a cached flag.
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn has_v3() -> bool {
    use std::sync::OnceLock;
    static V3: OnceLock<bool> = OnceLock::new();
    *V3.get_or_init(|| {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("lzcnt")
            && std::is_x86_feature_detected!("popcnt")
    })
}

//! Large tables probed at random (transposition tables): on small pages nearly every probe
//! would also miss the address cache, so on Linux their memory is asked for on huge pages.

/// `len` values made by `make`, in memory advised onto huge pages where Linux grants them
/// (elsewhere, or on a refusal, an ordinary vector).
pub fn filled_vec<T>(len: usize, make: impl FnMut() -> T) -> Vec<T> {
    let mut values = Vec::with_capacity(len);
    #[cfg(target_os = "linux")]
    {
        // Before the values are written, so that the pages are made huge as they fault in.
        const PAGE: usize = 4096;
        let start = values.as_mut_ptr() as usize;
        let aligned = start.next_multiple_of(PAGE);
        let end = start + len * std::mem::size_of::<T>();
        if end > aligned {
            // SAFETY: the range lies inside the vector's own allocation; advice changes no
            // contents, and a refusal only leaves small pages.
            unsafe {
                libc::madvise(
                    aligned as *mut libc::c_void,
                    end - aligned,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    values.extend(std::iter::repeat_with(make).take(len));
    values
}

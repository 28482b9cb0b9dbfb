#if os(Linux)
  // `mallinfo2` is declared in <malloc.h>, which the Glibc module leaves out; the Linux
  // CoreFoundation module includes it, so that is where Swift sees the function.
  import CoreFoundation
#endif

/// Bytes the process has allocated with malloc and not freed, as glibc counts them (chunk
/// sizes, so malloc's own per-block overhead is included, as it is in the real cost).
///
/// Large blocks (a big array's buffer) are mmapped rather than taken from the heap; glibc
/// counts those in `hblkhd`, not `uordblks`, so both are added. Only the main arena is read,
/// which is every allocation here: the benchmark runs on the main thread alone.
func allocatedBytes() -> Int {
  #if os(Linux)
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
  #else
    return 0
  #endif
}

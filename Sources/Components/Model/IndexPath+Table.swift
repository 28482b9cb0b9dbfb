import Foundation

#if canImport(UIKit) && !os(watchOS)
  // UIKit's overlay declares `row` and `section`; `ComponentTable` re-exports UIKit there.
  import UIKit
#else
  // UIKit adds `row`/`section` to IndexPath; Foundation elsewhere does not. The engine speaks
  // in UIKit's terms on every platform, so the same screen code compiles everywhere.
  extension IndexPath {
    /// An index path that names a row in a section of a table.
    public init(row: Int, section: Int) {
      // An array literal would allocate; one index and an append build the two-index
      // storage directly, with no allocation, and this is on every hot path.
      self.init(index: section)
      append(row)
    }

    /// The index of the section this index path names.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The index of the row, within its section, that this index path names.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

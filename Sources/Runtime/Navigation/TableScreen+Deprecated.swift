import Foundation

// The label before it was named for the property it sets: each forwards to its new spelling
// and goes away in the next release. `whenRevealed:` has no default here, so a call that
// leaves it out reaches the current initializer unambiguously.
extension TableScreen {
  /// Renamed ``init(title:revealBehavior:delegate:sections:)``.
  @available(*, deprecated, renamed: "init(title:revealBehavior:delegate:sections:)")
  public convenience init(
    title: String, whenRevealed: RevealBehavior, delegate: (any TableEngineDelegate)? = nil,
    @TableSectionsBuilder sections: @escaping @MainActor () -> [TableSection]
  ) {
    self.init(title: title, revealBehavior: whenRevealed, delegate: delegate, sections: sections)
  }

  /// Renamed ``observing(title:revealBehavior:delegate:sections:)``.
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  @available(*, deprecated, renamed: "observing(title:revealBehavior:delegate:sections:)")
  public static func observing(
    title: String, whenRevealed: RevealBehavior, delegate: (any TableEngineDelegate)? = nil,
    @TableSectionsBuilder sections: @escaping @MainActor () throws -> [TableSection]
  ) -> TableScreen {
    observing(title: title, revealBehavior: whenRevealed, delegate: delegate, sections: sections)
  }
}

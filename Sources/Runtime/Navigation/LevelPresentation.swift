import Foundation

/// What a host that shows each level of a ``TableNavigator``'s stack with a view of its own
/// shows (SwiftUI: one `navigationDestination(isPresented:)` a level, each reading whether a
/// screen is shown above its own): the screens it shows, following the navigator's stack a
/// step at a time where the host cannot take several levels off at once.
///
/// SwiftUI 16 (iOS and tvOS) pops nested destinations from code unreliably: reported as only
/// one level taken off when several bindings turn false in one update (a `popToRoot()` left the
/// screens above the first shown, with the navigator already at its root), and as screens
/// two levels deep not popped from code at all
/// (https://github.com/pointfreeco/swift-composable-architecture/issues/3594, "only on iOS 16.X
/// and only when I drill down at least 2 times";
/// https://github.com/VAndrJ/awesome-apple-bugs/pull/9). So there the levels go one per step, a
/// step a turn of the main queue, and what is pushed after them comes once they are gone. A level the user took off (SwiftUI's back button, or its menu that goes back
/// several levels) is already gone from SwiftUI's stack, and goes from here at once
/// (``userWentBack(to:)``): kept a turn longer, its binding would read `true` and push it again.
@MainActor
package struct LevelPresentation {
  /// A level shown: its screen, and the identity of the view that shows it.
  package struct Level: Identifiable {
    /// The screen shown at this level.
    package let screen: TableScreen
    /// The identity of the level's view, which is the screen's: a level whose screen changes
    /// (a row of a covered screen replacing the screens above it) is a new view, with its own
    /// table, not the previous screen's view showing the previous screen's table.
    package var id: ObjectIdentifier { ObjectIdentifier(screen) }
  }

  /// The screens shown, the navigator's root first.
  package private(set) var shown: [TableScreen] = []
  /// Whether the host takes off one level at a time (``takesOffOneLevelAtATime(system:version:)``).
  package let takesOffOneLevelAtATime: Bool

  /// A presentation showing nothing yet.
  package init(takesOffOneLevelAtATime: Bool) {
    self.takesOffOneLevelAtATime = takesOffOneLevelAtATime
  }

  /// Whether SwiftUI on `system` (`"iOS"`, `"tvOS"`, `"visionOS"`) at `version` is to be given
  /// one level to take off at a time: iOS and tvOS 16, whose nested
  /// `navigationDestination(isPresented:)` bindings pop unreliably from code when several turn
  /// false at once. Later versions, and visionOS, take the whole change at once.
  package static func takesOffOneLevelAtATime(system: String, version: OperatingSystemVersion) -> Bool {
    ["iOS", "tvOS"].contains(system) && version.majorVersion == 16
  }

  /// The level shown right above `screen` (`nil`: above the host's own table), if any.
  package func level(above screen: TableScreen?) -> Level? {
    guard let screen else { return shown.first.map(Level.init) }
    guard let index = shown.firstIndex(where: { $0 === screen }), index + 1 < shown.count else { return nil }
    return Level(screen: shown[index + 1])
  }

  /// Moves what is shown one step towards `target` (the navigator's screens, or `[]` once it is
  /// gone).
  ///
  /// - Returns: Whether more steps are needed: the host takes the next on its next turn.
  package mutating func step(toward target: [TableScreen]) -> Bool {
    let change = StackChange(from: shown, to: target)
    guard !change.popped.isEmpty else {
      shown = target
      return false
    }
    if takesOffOneLevelAtATime {
      shown.removeLast()
      return !StackChange(from: shown, to: target).isEmpty
    }
    shown = target
    return false
  }

  /// The user went back to `screen` (`nil`: to the host's own table) in the host's own stack:
  /// the levels above it are no longer shown.
  package mutating func userWentBack(to screen: TableScreen?) {
    guard let screen else {
      shown = []
      return
    }
    if let index = shown.firstIndex(where: { $0 === screen }) { shown.removeSubrange((index + 1)...) }
  }
}

import Foundation

extension TableScreen {
  /// What a screen tells the system about itself while it is shown, so that Spotlight and
  /// Handoff can bring the user back to it: the host registers it as an `NSUserActivity`
  /// whose `userInfo` holds the screen's ``TablePath`` (``TablePath/userInfo``).
  public struct Activity: Hashable, Sendable {
    /// The activity type, one of the app's `NSUserActivityTypes` (`com.example.settings`).
    public var activityType: String
    /// The title Spotlight shows.
    public var title: String
    /// More words that find it in Spotlight.
    public var keywords: [String]

    /// An entry of `activityType`, titled `title`, found by `keywords` too.
    public init(activityType: String, title: String, keywords: [String] = []) {
      self.activityType = activityType
      self.title = title
      self.keywords = keywords
    }
  }

  /// Describes the screen's entry for Spotlight and Handoff, which the UIKit host registers
  /// (`NSUserActivity`, made current) each time the screen appears, with the screen's path
  /// (``TableNavigator/tablePath(of:)``) in its `userInfo`. An app that receives the activity
  /// opens the screen again with ``TableNavigator/open(_:)->IndexPath?``:
  ///
  /// ```swift
  /// let privacy = TableScreen(title: "Privacy") {
  ///   TableSection(rows: [TableComponent.switchRow("Share Analytics", isOn: .key("analytics", in: store))])
  /// }
  ///   .userActivity("com.example.settings", keywords: ["tracking", "analytics"])
  ///
  /// // In the scene delegate's scene(_:continue:):
  /// if let path = TablePath(userInfo: activity.userInfo ?? [:]) { _ = try? navigator.open(path) }
  /// ```
  ///
  /// Hosts without such a registry (the terminal) keep it as a description.
  ///
  /// - Parameters:
  ///   - activityType: The activity type; list it under `NSUserActivityTypes` in the app's
  ///     Info.plist.
  ///   - title: The title Spotlight shows; the screen's title by default.
  ///   - keywords: More words that find it.
  /// - Returns: This screen, to chain.
  @discardableResult
  public func userActivity(_ activityType: String, title: String? = nil, keywords: [String] = []) -> TableScreen {
    activity = Activity(activityType: activityType, title: title ?? self.title, keywords: keywords)
    return self
  }
}

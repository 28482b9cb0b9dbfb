import ComponentTable

/// What a comparable SwiftUI row shows: a value, and the content made from it.
///
/// Two are equal when their values are: the content is a function of the value, so a row
/// whose value did not change shows the same thing. That is what lets a table declared again
/// on every SwiftUI update leave unchanged rows alone (`TableComponent.hosting(id:value:content:)`
/// in the SwiftUI host): a row whose data cannot be compared is configured again, re-rendered
/// and re-measured whenever it is matched.
///
/// Platform-free, so the equality that decides it is tested where SwiftUI does not exist.
/// Whatever the content reads besides `value` is not compared: pass it in `value`.
public struct ValueRow<Value: Equatable, Content> {
  /// What the row shows, and what decides whether it changed.
  public let value: Value
  /// Makes the row's content from `value`.
  public let content: @MainActor (Value) -> Content

  /// A row showing what `content` makes of `value`.
  public init(value: Value, content: @escaping @MainActor (Value) -> Content) {
    self.value = value
    self.content = content
  }

  /// The content for the row's value.
  @MainActor
  public func makeContent() -> Content { content(value) }
}

extension ValueRow: Equatable {
  /// Equal when the values are; the content closures are not compared (they cannot be).
  public static func == (lhs: ValueRow, rhs: ValueRow) -> Bool { lhs.value == rhs.value }
}

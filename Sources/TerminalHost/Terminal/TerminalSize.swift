// How big the terminal window is, with sensible answers when the system cannot say.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, in character cells.
  public var columns: Int
  /// The height, in lines.
  public var rows: Int

  /// A size of `columns` by `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The classic terminal size, used when nothing better is known.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The size as `columns`x`rows`, such as `80x24`.
  public var description: String { "\(columns)x\(rows)" }

  /// The size to lay out for: `reported` (from the window-size ioctl) when it is usable,
  /// otherwise the `COLUMNS`/`LINES` values in `environment`, otherwise 80x24. Each
  /// dimension falls back on its own, and zero or unparsable values count as unknown.
  package static func resolve(
    reported: TerminalSize?, environment: (String) -> String?
  ) -> TerminalSize {
    func positive(_ value: Int?) -> Int? { value.flatMap { $0 > 0 ? $0 : nil } }
    func fromEnvironment(_ name: String) -> Int? {
      positive(environment(name).flatMap { Int($0.trimmingSpaces) })
    }
    return TerminalSize(
      columns: positive(reported?.columns) ?? fromEnvironment("COLUMNS") ?? fallback.columns,
      rows: positive(reported?.rows) ?? fromEnvironment("LINES") ?? fallback.rows)
  }

  /// The size of the terminal behind `device`, resolved as in
  /// `resolve(reported:environment:)` against the process environment.
  package static func current(of device: any TerminalDevice) -> TerminalSize {
    resolve(reported: device.windowSize()) { name in getenv(name).map { String(cString: $0) } }
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}

import Foundation

#if canImport(Darwin)
  import Darwin
#endif

extension SettingsBundle {
  /// The kind of device a bundle is read for: iOS reads `Root~ipad.plist` instead of
  /// `Root.plist` on an iPad (and `~iphone` files on an iPhone), and leaves out specifiers
  /// whose `SupportedUserInterfaceIdioms` do not name the device.
  public enum Idiom: String, Sendable, Equatable, CaseIterable {
    /// An iPhone or iPod touch: `~iphone` files, the `Phone` idiom.
    case phone
    /// An iPad: `~ipad` files, the `Pad` idiom.
    case pad

    /// The device this process runs on, as the Settings app sees it: an iPad (also one
    /// running an iPhone-only app, whose settings the Settings app shows as an iPad app
    /// does), a Mac running a Catalyst or iPad app, and Apple Vision Pro, which runs iPad
    /// apps, read `~ipad` files; everything else, Linux included, `~iphone` files.
    ///
    /// Read from the hardware, not from UIKit, so it is known on any thread and in the
    /// values layer, which imports no UI framework.
    public static var current: Idiom {
      #if os(visionOS) || targetEnvironment(macCatalyst)
        return .pad
      #elseif os(iOS)
        if ProcessInfo.processInfo.isiOSAppOnMac { return .pad }
        return idiom(machine: machineName, environment: ProcessInfo.processInfo.environment)
      #else
        return .phone
      #endif
    }

    /// The idiom of the hardware model `machine` (`iPad13,4`, `iPhone15,2`): a simulator
    /// reports its host's processor there (`arm64`) and the simulated model in
    /// `SIMULATOR_MODEL_IDENTIFIER`, which is read instead.
    package static func idiom(machine: String, environment: [String: String]) -> Idiom {
      let model = environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
      return model.hasPrefix("iPad") ? .pad : .phone
    }

    /// The modifier of this device's files (`iphone` in `Root~iphone.plist`).
    var fileModifier: String {
      switch self {
      case .phone: "iphone"
      case .pad: "ipad"
      }
    }

    /// The name `SupportedUserInterfaceIdioms` gives this device (`Phone`, `Pad`).
    var specifierName: String {
      switch self {
      case .phone: "Phone"
      case .pad: "Pad"
      }
    }

    #if os(iOS)
      /// The hardware model, from `uname` (`iPad13,4`).
      private static var machineName: String {
        var system = utsname()
        guard uname(&system) == 0 else { return "" }
        return withUnsafeBytes(of: &system.machine) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
      }
    #endif
  }
}

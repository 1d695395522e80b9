import Foundation
import TableKit
import TableKitSDL
import Testing

/// Issue 24, items 2 and 4, for windows: sizes of 0, 1e9 and NaN points open a window clamped
/// to a usable size with a warning; point scales that are not finite and positive are refused
/// naming the value, and a scale of 100 is clamped like a huge size; the input method's
/// rectangle of a field in views with NaN or far-off frames is placed without trapping.
@MainActor
@Suite(.serialized)
struct AbsurdWindowGeometryTests {
  init() { VideoForTests.prepare() }

  @Test(arguments: [
    CGSize.zero, CGSize(width: 1e9, height: 1e9), CGSize(width: CGFloat.nan, height: 300),
    CGSize(width: 300, height: -CGFloat.infinity),
  ])
  func aWindowOfAnAbsurdSizeOpensClampedWithAWarning(size: CGSize) throws {
    let (host, warnings) = try GeometryWarnings.capture {
      try WindowHost(configuration: .init(title: "absurd size", size: size, isResizable: false))
    }
    #expect(host.size.width >= 1 && host.size.height >= 1, "\(host.size)")
    #expect(host.size.width <= 16_384 && host.size.height <= 16_384, "\(host.size)")
    #expect(!warnings.isEmpty)
    #expect(warnings.allSatisfy { $0.message.contains("window") }, "\(warnings)")
    host.present(DrawList([.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .black)]))
  }

  @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
  func aWindowRefusesAPointScaleThatIsNotFiniteAndPositive(scale: CGFloat) throws {
    let error = #expect(throws: RenderingError.self) {
      try WindowHost(
        configuration: .init(
          title: "bad scale", size: CGSize(width: 200, height: 100), pointScale: scale))
    }
    #expect(
      error?.description.contains("WindowHost pointScale \(Double(scale))") == true,
      "\(String(describing: error))")
  }

  @Test func aPointScaleOf100OpensAWindowClampedWithAWarning() throws {
    let (host, warnings) = try GeometryWarnings.capture {
      try WindowHost(
        configuration: .init(
          title: "scale 100", size: CGSize(width: 400, height: 300), isResizable: false,
          pointScale: 100))
    }
    #expect(host.pointScale == 100)
    #expect(host.size.width > 0 && host.size.width < 400, "\(host.size)")
    #expect(warnings.count == 2, "\(warnings)")
  }

  /// A field first responder inside views whose frames were NaN (made usable by `View`) or far
  /// beyond any window, in a scene host whose frame places the input method at its caret.
  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
    CGRect(x: 1e15, y: -1e15, width: 100, height: 30),
    CGRect(x: CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 30),
  ])
  func theInputMethodIsPlacedForAFieldInViewsOfAbsurdFrames(frame: CGRect) throws {
    let window = try WindowHost(
      configuration: .init(title: "text input", size: CGSize(width: 300, height: 200)))
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let container = View(frame: frame)
    let field = TextField(frame: frame)
    field.borderStyle = .roundedRect
    container.addSubview(field)
    root.addSubview(container)
    let host = SceneHost(window: window, rootView: root)
    #expect(field.becomeFirstResponder())
    let session = TextInputSession(pointScale: 1)
    for scale in [1, CGFloat.nan, 0, 100] {
      session.pointScale = scale
      let warnings = GeometryWarnings.warnings { session.update(for: root) }
      let rect = try #require(session.inputRect)
      let limit: Int32 = 1 << 24
      #expect(abs(rect.x) <= limit && abs(rect.y) <= limit, "\(rect)")
      #expect(rect.w >= 1 && rect.h >= 1 && rect.w <= limit && rect.h <= limit, "\(rect)")
      let caret = field.convert(field.caretRect, to: nil)
      let farOff = abs(caret.minX) * max(1, scale.isFinite ? scale : 1) > CGFloat(limit)
      #expect(warnings.isEmpty != farOff, "\(caret) \(warnings)")
    }
    try host.run(.init(frameLimit: 2))
    #expect(TextField.firstResponder(in: root) === field)
  }
}

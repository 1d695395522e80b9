import Foundation

/// The loupe a `TextLoupeSession` shows: a view over the whole window that takes no input and
/// draws the capsule with its shadow, the window's other views magnified inside it, and a
/// hairline around it.
@MainActor
final class TextLoupeView: View {
  /// The view whose coordinates the magnified point and line are in.
  private(set) weak var interactionView: View?
  /// The point magnified and the line the loupe stands over, in the interaction view.
  private var target: (point: CGPoint, line: CGRect?) = (.zero, nil)
  /// How far each magnified line moves to keep the caret in its gap, kept from frame to frame.
  private var caretShifts = TextLoupeCaretShifts()

  init(interactionView: View) {
    self.interactionView = interactionView
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Magnifies `point` over `line` (the interaction view's coordinates).
  func magnify(_ point: CGPoint, line: CGRect?) {
    target = (point, line)
  }

  /// The loupe's layout now, in the window's coordinates; nil when its view left the window.
  var layout: TextLoupeLayout? {
    guard let source = interactionView, let window = superview, source.window === window else {
      return nil
    }
    let point = source.convert(target.point, to: self)
    let line = target.line.map { source.convert($0, to: self) }
    return TextLoupeLayout(magnifying: point, line: line, in: bounds)
  }

  /// Covers the window, whatever its size now; leaves it when what it magnifies has gone.
  override func layoutIfNeeded() {
    guard let superview else { return }
    guard layout != nil else { return removeFromSuperview() }
    if frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  /// Grows the loupe out of the point it magnifies, as iOS 17's does: from
  /// `Metrics.textLoupeAppearingScale` of its size and clear, to its size along a spring that
  /// does not overshoot. The magnified point stays put while it grows.
  func growOutOfMagnifiedPoint() {
    guard let layout else { return }
    View.performWithoutAnimation {
      transform = shrunk(into: layout.magnifiedPoint)
      alpha = 0
    }
    View.animate(
      withDuration: Metrics.textLoupeAppearingDuration, delay: 0, usingSpringWithDamping: 1,
      initialSpringVelocity: 0
    ) {
      transform = .identity
      alpha = 1
    }
  }

  /// Shrinks the loupe back into the point it magnifies and fades it, then takes it out of
  /// the window, as iOS 17's does when the finger lifts; at once when it shows nothing.
  func shrinkIntoMagnifiedPointAndLeave() {
    guard let layout, superview != nil else { return removeFromSuperview() }
    View.animate(
      withDuration: Metrics.textLoupeDisappearingDuration, delay: 0,
      options: [.curveEaseIn, .beginFromCurrentState],
      animations: {
        transform = shrunk(into: layout.magnifiedPoint)
        alpha = 0
      },
      completion: { [weak self] _ in self?.removeFromSuperview() })
  }

  /// The transform that draws the loupe at `Metrics.textLoupeAppearingScale` of its size with
  /// `anchor` where it is: scaled about the view's centre, then moved back.
  private func shrunk(into anchor: CGPoint) -> CGAffineTransform {
    let scale = Metrics.textLoupeAppearingScale
    return CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: (anchor.x - center.x) * (1 - scale),
      ty: (anchor.y - center.y) * (1 - scale))
  }

  /// Pointers go to the views under the loupe.
  override func hitTest(_ point: CGPoint) -> View? { nil }

  override func draw(in list: inout DrawList) {
    guard let layout, let window = superview else { return }
    let frame = layout.frame
    let radius = layout.cornerRadius
    list.append(
      .shadow(
        frame, cornerRadius: radius, blur: Metrics.textLoupeShadow.blur,
        Metrics.textLoupeShadow.color))
    // Past the window's edge the magnified window's background goes on.
    list.fillRoundedRect(
      frame, cornerRadius: radius, color: window.backgroundColor ?? .systemBackground)
    let factor = Metrics.textLoupeMagnification
    let magnified = windowDrawing(of: window, around: layout.magnifiedArea)
      .anchoringText(
        atX: layout.magnifiedPoint.x, magnifiedBy: factor, measurer: screen.drawnTextMeasurer,
        shifts: &caretShifts
      )
      .scaled(by: factor, about: layout.magnifiedPoint, keepingFaces: true)
    for strip in layout.clipStrips {
      list.clipped(to: strip) { clipped in
        clipped.translated(by: layout.contentShift) { $0.append(contentsOf: magnified) }
      }
    }
    list.append(
      .strokeRoundedRect(
        frame.insetKeepingCenter(dx: 0.25, dy: 0.25), cornerRadius: radius, lineWidth: 0.5,
        .separator))
  }

  /// What the window draws under `area` (the window's coordinates, which are the loupe's):
  /// its background and every view but the loupes and the edit menus.
  private func windowDrawing(of window: View, around area: CGRect) -> DrawList {
    var drawing = DrawList(traits: window.traitCollection)
    window.drawBackground(in: &drawing)
    window.draw(in: &drawing)
    drawing.translated(by: CGPoint(x: -window.boundsOrigin.x, y: -window.boundsOrigin.y)) {
      shifted in
      for view in window.subviews where !(view is TextLoupeView) && !(view is EditMenuView) {
        view.render(into: &shifted)
      }
    }
    return drawing.keepingCommands(touching: area.insetBy(dx: -2, dy: -2))
  }
}

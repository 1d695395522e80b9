import Foundation

extension DrawList {
  /// The outline around the element a screen reader's focus is on, drawn over everything, as
  /// VoiceOver's: a black rounded outline with a white one inside it, so that it shows on light
  /// and dark content alike, a little outside `rect` so that it does not cover the element's
  /// edge.
  public mutating func appendFocusFrame(around rect: CGRect) {
    assert(rect.width.isFinite && rect.height.isFinite, "a focus frame needs a finite rect")
    // Strokes are centred on their rects: the black band spans 2 to 6 points outside `rect`,
    // the white one 0 to 2.
    append(.strokeRoundedRect(rect.insetBy(dx: -4, dy: -4), cornerRadius: 10, lineWidth: 4, .black))
    append(.strokeRoundedRect(rect.insetBy(dx: -1, dy: -1), cornerRadius: 7, lineWidth: 2, .white))
  }
}

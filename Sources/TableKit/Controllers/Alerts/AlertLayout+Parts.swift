import Foundation

extension AlertLayout {
  /// A rounded panel: the alert's box, or an action sheet's group or its Cancel button.
  struct Panel: Equatable {
    /// Its frame.
    var frame: CGRect
    /// Its fill.
    var color: Color
  }

  /// A line of text, with the top-left corner of its line box.
  struct Line: Equatable {
    /// The text.
    var text: String
    /// Its font.
    var font: Font
    /// Its color.
    var color: Color
    /// The top-left corner of its line box.
    var origin: CGPoint
    /// The widest it may be drawn; longer text ends in an ellipsis.
    var maxWidth: CGFloat

    /// The line moved by `offset`.
    func moved(by offset: CGPoint) -> Line {
      var line = self
      line.origin.x += offset.x
      line.origin.y += offset.y
      return line
    }
  }

  /// A button that chooses one action.
  struct Button: Equatable {
    /// The index of its action in the order added.
    var actionIndex: Int
    /// Its frame.
    var frame: CGRect
    /// The index of the panel it lies in.
    var panelIndex: Int
    /// Its title, centred.
    var title: Line
    /// Whether it can be chosen.
    var isEnabled: Bool
    /// Whether it lies in the scrolling list of actions (all but an action sheet's Cancel).
    var scrollsWithActions = true
  }

  /// A hairline between a header and a button or between two buttons.
  struct Hairline: Equatable {
    /// One end.
    var from: CGPoint
    /// The other end; the line is horizontal or vertical.
    var to: CGPoint
    /// Whether it lies between buttons and scrolls with them; the hairline along the top of
    /// the actions (under the header) stays put.
    var scrollsWithActions = false

    /// A horizontal hairline across `rect` at its top.
    static func above(_ rect: CGRect, scrollsWithActions: Bool = false) -> Hairline {
      Hairline(
        from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.minY),
        scrollsWithActions: scrollsWithActions)
    }
  }
}

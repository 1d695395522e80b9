import Foundation
import TableKit
import TableKitSDL

/// A soak's samples plotted: one panel per measure (resident memory, cells created, texture
/// cache, image cache) against frames, drawn as a `DrawList` and rendered to PNG through the
/// project's own offscreen renderer.
@MainActor
public enum SoakChart {
  /// One plotted measure.
  struct Series {
    var title: String
    var unit: String
    var color: Color
    var value: (SoakSample) -> Double
  }

  static let series: [Series] = [
    Series(title: "resident memory", unit: "MB", color: Color(rgb: 0x007AFF)) {
      Double($0.residentBytes) / 1_048_576
    },
    Series(title: "cells created (all tables)", unit: "cells", color: Color(rgb: 0xFF9500)) {
      Double($0.createdCells)
    },
    Series(title: "texture cache (text, images, masks)", unit: "MB", color: Color(rgb: 0x34C759)) {
      Double($0.textureBytes) / 1_048_576
    },
    Series(title: "texture cache entries", unit: "textures", color: Color(rgb: 0x5856D6)) {
      Double($0.textureCount)
    },
    Series(title: "decoded image cache", unit: "MB", color: Color(rgb: 0xFF2D55)) {
      Double($0.imageBytes) / 1_048_576
    },
  ]

  /// The chart of `samples` as a draw list, `size` points.
  public static func drawList(of samples: [SoakSample], title: String, size: CGSize) -> DrawList {
    var list = DrawList()
    list.fill(CGRect(origin: .zero, size: size), color: .white)
    let titleFont = Font.boldSystemFont(ofSize: 15)
    let font = Font.systemFont(ofSize: 11)
    let gray = Color(white: 0.45)
    list.text(TextRun(title, font: titleFont, color: .black, origin: CGPoint(x: 16, y: 10)))
    let top: CGFloat = 40
    let panelHeight = (size.height - top - 10) / CGFloat(series.count)
    let left: CGFloat = 80
    let right = size.width - 20
    let lastFrame = Double(samples.last?.frame ?? 1)
    for (index, measure) in series.enumerated() {
      let panel = CGRect(
        x: left, y: top + CGFloat(index) * panelHeight + 22, width: right - left,
        height: panelHeight - 44)
      let values = samples.map(measure.value)
      let high = max(values.max() ?? 1, 1e-9) * 1.1
      list.text(
        TextRun(
          "\(measure.title): \(format(values.first ?? 0)) → \(format(values.last ?? 0)) "
            + "\(measure.unit), most \(format(values.max() ?? 0))",
          font: font, color: .black, origin: CGPoint(x: left, y: panel.minY - 18)))
      list.append(
        .line(
          from: CGPoint(x: left, y: panel.maxY), to: CGPoint(x: right, y: panel.maxY),
          pixelWidth: 1, Color(white: 0.7)))
      list.append(
        .line(
          from: CGPoint(x: left, y: panel.minY), to: CGPoint(x: left, y: panel.maxY),
          pixelWidth: 1, Color(white: 0.7)))
      list.text(
        TextRun(format(high / 1.1), font: font, color: gray, origin: CGPoint(x: 8, y: panel.minY),
          maxWidth: left - 12))
      list.text(
        TextRun("0", font: font, color: gray, origin: CGPoint(x: 8, y: panel.maxY - 12)))
      list.text(
        TextRun(
          "frame \(Int(lastFrame))", font: font, color: gray,
          origin: CGPoint(x: right - 90, y: panel.maxY + 2)))
      let points = zip(samples, values).map { sample, value in
        CGPoint(
          x: left + panel.width * CGFloat(Double(sample.frame) / lastFrame),
          y: panel.maxY - panel.height * CGFloat(value / high))
      }
      if points.count > 1 {
        list.append(.polyline(points, lineWidth: 1.5, measure.color))
      } else if let point = points.first {
        list.append(.fillEllipse(CGRect(x: point.x - 2, y: point.y - 2, width: 4, height: 4), measure.color))
      }
    }
    return list
  }

  /// Renders the chart of `samples` and writes it as a PNG file at `path`.
  /// - Throws: `RenderingError` when SDL cannot render or write the file.
  public static func writePNG(
    of samples: [SoakSample], title: String, to path: String,
    size: CGSize = CGSize(width: 900, height: 820)
  ) throws {
    let canvas = try OffscreenCanvas(size: size)
    let image = canvas.render(drawList(of: samples, title: title, size: size))
    try image.writePNG(to: path)
  }

  private static func format(_ value: Double) -> String {
    value >= 100 || value == value.rounded() ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }
}

/// The SDL2 backend of TableKit: windows, offscreen rendering, fonts and images.
public enum TableKitSDL {}

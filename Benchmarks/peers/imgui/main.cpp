// The Dear ImGui peer of `table-bench frames`: workload W0 (1,000,000 rows of 44 pt, a line of
// text, a chevron and a separator each) drawn with ImGuiListClipper through SDL_Renderer's
// software renderer, offscreen, frame by frame through the script table-bench hands it (one
// line per frame: `segment offset rows`, the offsets TableKit showed). It prints its frames as
// the JSON table-bench reads, the same records TableKit's runs produce.
//
// Fair to ImGui: the text is TableKit's system face (Inter) at its 17 pt em (ImGui sizes a font by its
// ascent − descent height, so the size passed is 17 × (ascent − descent) / em), rows are sized
// and placed as TableKit's, and `--no-window-background` drops the window's 94 % opaque
// background, which costs a full-frame blend in the software renderer.
//
// Built by build.sh against Debian's libimgui-dev, with the SDL_Renderer backend compiled in
// from the package's examples (the library lacks it).

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_truetype.h>

#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct ScriptFrame {
  std::string segment;
  double offset;  // points
  int rows;
};

struct Sample {
  std::string segment;
  double offset;
  int rows;
  double total, cpu, build, replay;  // µs; cpu: the thread's CPU time over the frame
  int commands, triangles;
};

double microsecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
      .count();
}

double threadCPUMicroseconds() {
  timespec time;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
  return double(time.tv_sec) * 1e6 + double(time.tv_nsec) / 1e3;
}

long statusBytes(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  size_t length = std::strlen(field);
  while (std::getline(status, line)) {
    if (line.compare(0, length, field) == 0 && line.size() > length && line[length] == ':') {
      return std::atol(line.c_str() + length + 1) * 1024;
    }
  }
  return -1;
}

// ImGui's pixel size for a font whose em is `em` pixels: its ascent − descent height.
float imguiSizeForEm(const std::vector<unsigned char>& file, float em) {
  stbtt_fontinfo info;
  if (!stbtt_InitFont(&info, file.data(), stbtt_GetFontOffsetForIndex(file.data(), 0))) return em;
  int ascent = 0, descent = 0, gap = 0;
  stbtt_GetFontVMetrics(&info, &ascent, &descent, &gap);
  return em * float(ascent - descent) * stbtt_ScaleForMappingEmToPixels(&info, 1.0f);
}

void usage() {
  std::fprintf(stderr,
               "usage: imgui-peer --width W --height H --scale S --font FILE --script FILE "
               "[--no-window-background] [--screenshot FILE.bmp]\n");
}

}  // namespace

int main(int argc, char** argv) {
  int width = 1920, height = 1080, scale = 1;
  std::string fontPath, scriptPath, screenshotPath;
  bool windowBackground = true;
  for (int i = 1; i < argc; i++) {
    std::string option = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        usage();
        std::exit(2);
      }
      return argv[++i];
    };
    if (option == "--width") width = std::atoi(value().c_str());
    else if (option == "--height") height = std::atoi(value().c_str());
    else if (option == "--scale") scale = std::atoi(value().c_str());
    else if (option == "--font") fontPath = value();
    else if (option == "--script") scriptPath = value();
    else if (option == "--no-window-background") windowBackground = false;
    else if (option == "--screenshot") screenshotPath = value();
    else {
      usage();
      return 2;
    }
  }
  std::vector<ScriptFrame> script;
  {
    std::ifstream file(scriptPath);
    ScriptFrame frame;
    while (file >> frame.segment >> frame.offset >> frame.rows) script.push_back(frame);
  }
  if (script.empty() || fontPath.empty()) {
    usage();
    return 2;
  }
  std::ifstream fontFile(fontPath, std::ios::binary);
  std::vector<unsigned char> fontBytes((std::istreambuf_iterator<char>(fontFile)),
                                       std::istreambuf_iterator<char>());

  const int pixelWidth = width * scale, pixelHeight = height * scale;
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  if (!renderer) {
    std::fprintf(stderr, "imgui-peer: %s\n", SDL_GetError());
    return 1;
  }

  const float rowHeight = 44.0f * scale, margin = 15.0f * scale;
  const ImU32 chevronColor = IM_COL32(0xC4, 0xC4, 0xC7, 0xFF);
  const ImU32 separatorColor = IM_COL32(0xC8, 0xC7, 0xCC, 0xFF);

  // The first frame: from the context to the first frame flushed (fonts included).
  auto firstStart = std::chrono::steady_clock::now();
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(float(pixelWidth), float(pixelHeight));
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2014, 0x2014, 0};
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;
  io.Fonts->AddFontFromMemoryTTF(fontBytes.data(), int(fontBytes.size()),
                                 imguiSizeForEm(fontBytes, 17.0f * scale), &config, ranges);
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowPadding = ImVec2(0, 0);
  style.ItemSpacing = ImVec2(0, 0);
  style.WindowBorderSize = 0;
  style.WindowRounding = 0;
  ImGui_ImplSDLRenderer_Init(renderer);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 (windowBackground ? 0 : ImGuiWindowFlags_NoBackground);

  std::vector<Sample> samples;
  samples.reserve(script.size());
  auto drawFrame = [&](const ScriptFrame& frame) -> Sample {
    const double cpuStart = threadCPUMicroseconds();
    auto start = std::chrono::steady_clock::now();
    if (ImGuiWindow* window = ImGui::FindWindowByName("W0")) {
      ImGui::SetScrollY(window, float(frame.offset * scale));
    }
    io.DeltaTime = 1.0f / 60;
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("W0", nullptr, flags);
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float lineHeight = ImGui::GetTextLineHeight();
    const float right = ImGui::GetWindowContentRegionMax().x + ImGui::GetWindowPos().x;
    ImGuiListClipper clipper;
    clipper.Begin(frame.rows, rowHeight);
    while (clipper.Step()) {
      for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; row++) {
        ImVec2 top = ImGui::GetCursorScreenPos();
        ImGui::SetCursorScreenPos(ImVec2(top.x + margin, top.y + (rowHeight - lineHeight) / 2));
        ImGui::Text("Row %d \xE2\x80\x94 detail text", row + 1);
        const float cx = right - margin - 8.0f * scale, cy = top.y + rowHeight / 2;
        const float inset = 1.25f * scale;
        ImVec2 chevron[3] = {ImVec2(cx + inset, cy - 6.5f * scale + inset),
                             ImVec2(cx + 8.0f * scale - inset, cy),
                             ImVec2(cx + inset, cy + 6.5f * scale - inset)};
        list->AddPolyline(chevron, 3, chevronColor, 0, 2.5f * scale);
        list->AddRectFilled(ImVec2(top.x + margin, top.y + rowHeight - 1),
                            ImVec2(right, top.y + rowHeight), separatorColor);
        ImGui::SetCursorScreenPos(top);
        ImGui::Dummy(ImVec2(right - top.x, rowHeight));
      }
    }
    ImGui::End();
    ImGui::Render();
    auto built = std::chrono::steady_clock::now();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    ImDrawData* data = ImGui::GetDrawData();
    ImGui_ImplSDLRenderer_RenderDrawData(data);
    SDL_RenderFlush(renderer);
    Sample sample;
    sample.segment = frame.segment;
    sample.offset = frame.offset;
    sample.rows = frame.rows;
    sample.total = microsecondsSince(start);
    sample.cpu = threadCPUMicroseconds() - cpuStart;
    sample.build = std::chrono::duration<double, std::micro>(built - start).count();
    sample.replay = microsecondsSince(built);
    sample.commands = 0;
    for (int n = 0; n < data->CmdListsCount; n++) sample.commands += data->CmdLists[n]->CmdBuffer.Size;
    sample.triangles = data->TotalIdxCount / 3;
    return sample;
  };

  drawFrame(ScriptFrame{"scroll", 0, script.front().rows});
  double firstFrame = microsecondsSince(firstStart);
  std::fprintf(stderr, "  Dear ImGui%s: %zu frames\n",
               windowBackground ? "" : ", no window background", script.size());
  for (const ScriptFrame& frame : script) {
    samples.push_back(drawFrame(frame));
    // A look at one frame (BMP), to check what the peer draws.
    if (!screenshotPath.empty() && samples.size() == 100) SDL_SaveBMP(surface, screenshotPath.c_str());
  }

  // Output: the records table-bench reads (a JSON array of one run).
  std::ostringstream out;
  out << "[{\"toolkit\":\"" << (windowBackground ? "Dear ImGui" : "Dear ImGui, no window background")
      << "\",\"workload\":\"W0\",\"viewport\":{\"width\":" << width << ",\"height\":" << height
      << ",\"scale\":" << scale << "},\"rows\":" << script.back().rows
      << ",\"firstFrame\":" << firstFrame << ",\"peakResidentBytes\":" << statusBytes("VmHWM")
      << ",\"note\":\"ImGui " << IMGUI_VERSION
      << ", ImGuiListClipper, SDL_Renderer software backend; fills = draw commands, blits = "
         "triangles\",\"jumps\":[";
  const char* jumpLabels[] = {"N/4", "N/2", "N\xE2\x88\x92" "1"};
  int jump = 0;
  for (const Sample& sample : samples) {
    if (sample.segment != "jump" || jump >= 3) continue;
    const int rows = sample.rows;
    const int row = jump == 0 ? rows / 4 : jump == 1 ? rows / 2 : rows - 1;
    out << (jump ? "," : "") << "{\"label\":\"" << jumpLabels[jump] << "\",\"row\":" << row
        << ",\"microseconds\":" << sample.total << "}";
    jump++;
  }
  out << "],\"frames\":[";
  for (size_t i = 0; i < samples.size(); i++) {
    const Sample& s = samples[i];
    out << (i ? "," : "") << "{\"segment\":\"" << s.segment << "\",\"offset\":" << s.offset
        << ",\"rows\":" << s.rows << ",\"total\":" << s.total << ",\"cpu\":" << s.cpu
        << ",\"drawList\":" << s.build
        << ",\"replay\":" << s.replay << ",\"fills\":" << s.commands
        << ",\"blits\":" << s.triangles << "}";
  }
  out << "]}]\n";
  std::fputs(out.str().c_str(), stdout);

  ImGui_ImplSDLRenderer_Shutdown();
  ImGui::DestroyContext();
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return 0;
}

// eSpeak NG, the kiosk's speech synthesizer (issue 30, item 4): its classic API, which the
// spoken mode drives in retrieval mode (samples handed back, played through SDL audio). Its
// types and constants only: the functions are loaded when speech starts (ESpeakLibrary), so
// the module map links nothing.
#include <espeak-ng/speak_lib.h>

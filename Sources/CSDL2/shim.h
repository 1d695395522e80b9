#ifndef TABLEKIT_CSDL2_SHIM_H
#define TABLEKIT_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif

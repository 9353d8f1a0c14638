import { createContext, useContext } from 'react';
import type { ImageResolver } from '../images.ts';

/** The page's resolver of pool files, provided inside the konva tree (a context does not cross into it from outside). */
export const ImageResolverContext = createContext<ImageResolver>(() => null);
export const useImageResolver = () => useContext(ImageResolverContext);

// The shape every translation must have: the English catalogue's, each text a string. A missing or
// extra key in another language fails `tsc` (`satisfies Messages<typeof xEn>`).
export type Messages<T> = T extends string ? string : { readonly [K in keyof T]: Messages<T[K]> };
